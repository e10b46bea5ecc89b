import { CalendarClock, Lamp, Lightbulb, Palette, Radar, SlidersHorizontal, Sparkles, SunDim } from 'lucide-react';
import heroImage from '../../../assets/service-smart-lighting-systems.svg';
import type { ServiceDetails } from './service-content';

export const smartLightingSystems: ServiceDetails = {
  heroImage,
  heroAlt: 'Pendant lights glowing over a sofa, with a dimmer and scene buttons on a wall panel',
  overview:
    'Lighting designed around how you use each room: scenes for cooking, working and relaxing, dimming that sets the mood, and motion sensors and schedules that switch lights off when nobody needs them.',
  features: [
    { title: 'Dimming and colour temperature', description: 'From cool white for work to warm white for the evening.', icon: SunDim },
    { title: 'Scenes', description: 'Set every light in a room, or the whole house, with one tap.', icon: Sparkles },
    { title: 'Motion and daylight sensors', description: 'Lights that respond to people and to the daylight already in the room.', icon: Radar },
    { title: 'Schedules', description: 'Porch lights at sunset, everything off at midnight.', icon: CalendarClock },
  ],
  benefits: [
    'Lower electricity use from dimming and automatic switch-off',
    'The right light for every activity',
    'A lived-in look while you are away',
    'Works with your existing fittings through smart switches',
    'Colour accents for festivals and parties',
  ],
  process: [
    { step: 1, title: 'Lighting consultation', description: 'We walk through each room and how you use it.' },
    { step: 2, title: 'Design', description: 'You receive a lighting and scene plan with fittings and controls.' },
    { step: 3, title: 'Installation', description: 'Smart switches, drivers and fittings are installed and wired.' },
    { step: 4, title: 'Scene programming', description: 'We program your scenes and schedules and fine-tune levels together.' },
  ],
  gallery: [
    { alt: 'Dimmable pendant lights over a dining table', icon: Lamp },
    { alt: 'Colour-changing LED strip behind a television', icon: Palette },
    { alt: 'Scene keypad beside a bedroom door', icon: SlidersHorizontal },
    { alt: 'Smart bulb in a reading lamp', icon: Lightbulb },
  ],
  pricing: {
    basic: {
      name: 'Basic',
      price: 799,
      features: ['Lighting consultation', 'Set-up of up to 5 smart lights', 'App and voice configuration', '30 days of support'],
    },
    premium: {
      name: 'Premium',
      price: 2199,
      features: ['Everything in Basic', 'Set-up of up to 20 lights and sensors', 'Custom scenes and schedules', '1 year of priority support'],
    },
    enterprise: {
      name: 'Enterprise',
      price: 'Custom',
      features: ['Offices, showrooms and hotels', 'Daylight harvesting design', 'Centralised building control', 'Annual maintenance contract'],
    },
  },
  faq: [
    { question: 'Can I keep my existing lights?', answer: 'Usually yes: smart switches and dimmers control most existing LED fittings.' },
    { question: 'Will the wall switches still work?', answer: 'Yes. Every light works from the wall, the app and your voice.' },
    { question: 'How much energy will I save?', answer: 'Dimming and motion sensors commonly cut lighting energy by a third or more, depending on your habits.' },
    { question: 'Do smart lights flicker when dimmed?', answer: 'Not with compatible drivers, which we check and supply where needed.' },
  ],
  palette: ['#3b3a78', '#c0627a', '#ffd27a'],
};
