import { Droplets } from 'lucide-react';
import { articleCard } from '@storefront/shared/articles';
import type { Article } from '../article';

export const waterTankAutomation: Article = {
  ...articleCard('water-tank-automation'),
  art: { icon: Droplets, palette: ['#104596', '#468aeb', '#e3f6f4'] },
  intro:
    'Running up to the terrace to check the tank, or hearing it overflow at midnight, is a routine in many homes. It does not need to be.',
  sections: [
    {
      heading: 'How it works',
      paragraphs: [
        'A sensor in the overhead tank measures the water level and tells a controller next to the pump. The pump starts when the level falls below a point you choose and stops before the tank overflows. A second sensor in the sump or borewell stops the pump when there is no water to draw, which protects the motor from running dry.',
      ],
    },
    {
      heading: 'What you gain',
      paragraphs: ['Households usually notice three changes in the first month:'],
      points: [
        'No overflow: thousands of litres a month stay in the tank instead of running down the drain.',
        'No dry taps: the tank refills before it runs out.',
        'A longer motor life: no dry running and fewer start-stop cycles.',
      ],
    },
  ],
};
