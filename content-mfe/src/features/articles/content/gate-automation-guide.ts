import { DoorOpen } from 'lucide-react';
import { articleCard } from '@storefront/shared/articles';
import type { Article } from '../article';

export const gateAutomationGuide: Article = {
  ...articleCard('gate-automation-guide'),
  art: { icon: DoorOpen, palette: ['#1a1f3d', '#5a6478', '#f6b44a'] },
  intro: 'An automatic gate is a convenience every single day, and a safety risk if it is chosen or installed badly.',
  sections: [
    {
      heading: 'Sliding or swing',
      paragraphs: [
        'Sliding gates need a clear run along the compound wall equal to the gate’s width, and suit sloping driveways. Swing gates need room to open inwards and a level drive. The motor is then sized by the gate’s weight and length.',
      ],
    },
    {
      heading: 'Safety features to insist on',
      paragraphs: ['Never accept an installation without these:'],
      points: [
        'Photocell beams that stop the gate when a person, pet or car is in the way.',
        'Obstacle detection that reverses the motor when it meets resistance.',
        'A manual release key so the gate can be opened by hand.',
        'A battery backup so the gate works through power cuts.',
      ],
    },
  ],
};
