import { Cctv } from 'lucide-react';
import { articleCard } from '@storefront/shared/articles';
import type { Article } from '../article';

export const securityCameraPlacement: Article = {
  ...articleCard('home-security-camera-placement'),
  art: { icon: Cctv, palette: ['#0b1d45', '#1e3a64', '#6fe3c1'] },
  intro:
    'A camera is only useful if it records a face you can recognise. Placement decides that far more than resolution does.',
  sections: [
    {
      heading: 'Start with the entrances',
      paragraphs: ['Most intruders use a door. Cover these first, in this order:'],
      points: [
        'The main door, ideally with a video doorbell at face height.',
        'The gate or compound entrance, to capture vehicles and number plates.',
        'Back and service doors, which are often less visible from the street.',
        'Ground-floor windows hidden from neighbours.',
        'The staircase or lift lobby in apartments, if your society allows it.',
      ],
    },
    {
      heading: 'Height and angle',
      paragraphs: [
        'Mount cameras at 2.5 to 3 metres: high enough to be hard to reach, low enough to see faces rather than the tops of heads. Angle them slightly downward and avoid pointing them at the sun or at bright street lights, which blind the sensor at dawn, dusk and night.',
      ],
    },
    {
      heading: 'Respect privacy',
      paragraphs: [
        'Keep cameras off neighbours’ windows and shared spaces you do not own, and never place them in bedrooms or bathrooms. A visible sign that the premises are under surveillance is both courteous and a deterrent.',
      ],
    },
  ],
};
