import { LockKeyhole } from 'lucide-react';
import { articleCard } from '@storefront/shared/articles';
import type { Article } from '../article';

export const smartLockBuyingGuide: Article = {
  ...articleCard('smart-door-lock-buying-guide'),
  art: { icon: LockKeyhole, palette: ['#06204b', '#1658bd', '#9dc2f6'] },
  intro: 'A smart lock replaces the one thing you touch every day at home, so it has to be both secure and effortless.',
  sections: [
    {
      heading: 'Check your door first',
      paragraphs: [
        'Measure the door thickness and note whether it is wood, metal or glass, and whether it opens inwards or outwards. Most smart locks fit doors between 35 and 80 mm thick; glass doors need a dedicated model.',
      ],
    },
    {
      heading: 'Pick your access methods',
      paragraphs: ['The best locks offer several ways in, so nobody is ever stuck outside:'],
      points: [
        'Fingerprint for family members: fast and impossible to forget.',
        'PIN codes for domestic help and guests, which you can limit to certain hours.',
        'RFID cards for older family members who prefer something to hold.',
        'App access for remote unlocking, with a log of every entry.',
        'A mechanical key as the emergency backup.',
      ],
    },
    {
      heading: 'Batteries and backup',
      paragraphs: [
        'Look for a low-battery warning weeks in advance and an emergency USB power port outside the door. A good lock runs for six months to a year on a set of AA batteries.',
      ],
    },
  ],
};
