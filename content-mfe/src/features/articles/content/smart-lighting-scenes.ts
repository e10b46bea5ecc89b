import { Lightbulb } from 'lucide-react';
import { articleCard } from '@storefront/shared/articles';
import type { Article } from '../article';

export const smartLightingScenes: Article = {
  ...articleCard('smart-lighting-scenes'),
  art: { icon: Lightbulb, palette: ['#3b3a78', '#c0627a', '#ffd27a'] },
  intro: 'A scene sets several lights at once with one tap, one voice command or a schedule. These four cover most of a day.',
  sections: [
    {
      heading: 'Four scenes worth setting up',
      paragraphs: ['Start with these and adjust the levels to your rooms:'],
      points: [
        'Good Morning: kitchen and hallway at 60%, warm white, fifteen minutes before your alarm.',
        'Focus: cool white at full brightness over the desk, everything else off.',
        'Dinner: dining pendants at 40%, living room at 20%, warm white.',
        'Good Night: every light off except a dim path to the bathroom, triggered by a motion sensor.',
      ],
    },
    {
      heading: 'Where the savings come from',
      paragraphs: [
        'Dimming an LED to 50% roughly halves its consumption, and motion sensors in corridors, stores and bathrooms switch off lights that would otherwise burn for hours. Scenes make the efficient choice the easy one.',
      ],
    },
  ],
};
