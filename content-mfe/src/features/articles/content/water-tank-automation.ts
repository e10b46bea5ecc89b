import { Droplets } from 'lucide-react';
import type { Article } from '../article';

export const waterTankAutomation: Article = {
  id: 5,
  title: 'Never Run Dry: Automating Your Water Tank',
  excerpt: 'How level sensors and automatic pump control end overflowing tanks, dry taps and burnt-out motors.',
  author: 'Karthik Rao',
  publishedAt: '2026-01-08',
  slug: 'water-tank-automation',
  imageQuery: 'Overhead water tank with a level sensor',
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
