import { AppWindow, CalendarClock, Cpu, Lightbulb, Mic, Smartphone, Thermometer, Workflow } from 'lucide-react';
import heroImage from '../../../assets/service-smart-home-automation.svg';
import type { ServiceDetails } from './service-content';

export const smartHomeAutomation: ServiceDetails = {
  heroImage,
  heroAlt: 'A house connected to a smart bulb, a lock, a thermostat and a phone',
  overview:
    'We turn the devices in your home into one system: lights, fans, ACs, curtains, locks and appliances respond to one app, your voice and schedules you set once. We design around your existing wiring, so most homes are automated without breaking a single wall.',
  features: [
    { title: 'One app for everything', description: 'Control every room from one app, at home or away.', icon: Smartphone },
    { title: 'Voice control', description: 'Works with Alexa, Google Assistant and Siri in English and Hindi.', icon: Mic },
    { title: 'Scenes and schedules', description: 'Good Morning, Movie Night or Away: one tap sets the whole house.', icon: CalendarClock },
    { title: 'Local hub', description: 'A hub in your home keeps automations running even when the internet drops.', icon: Cpu },
  ],
  benefits: [
    'Lower electricity bills from schedules and automatic switch-off',
    'Comfort and convenience for every member of the family',
    'Remote control and alerts when you are travelling',
    'Retrofit installation with no rewiring in most homes',
    'A system that grows room by room as your needs change',
  ],
  process: [
    { step: 1, title: 'Consultation', description: 'We discuss your routines, rooms and budget.' },
    { step: 2, title: 'Home survey', description: 'A technician checks wiring, switch boards and Wi-Fi coverage.' },
    { step: 3, title: 'Installation', description: 'Certified installers fit and connect the devices, usually in one day.' },
    { step: 4, title: 'Handover', description: 'We set up your scenes and show the family how to use the app.' },
  ],
  gallery: [
    { alt: 'Smart touch switch panel in a living room', icon: Lightbulb },
    { alt: 'Home app dashboard showing every room', icon: AppWindow },
    { alt: 'Smart thermostat controlling the bedroom AC', icon: Thermometer },
    { alt: 'Automation flow linking door, lights and fan', icon: Workflow },
  ],
  pricing: {
    basic: {
      name: 'Basic',
      price: 2999,
      features: ['Home survey and plan', 'Set-up of up to 5 devices', 'App and voice configuration', '30 days of support'],
    },
    premium: {
      name: 'Premium',
      price: 5999,
      features: ['Everything in Basic', 'Set-up of up to 15 devices', 'Custom scenes and schedules', '1 year of priority support'],
    },
    enterprise: {
      name: 'Enterprise',
      price: 'Custom',
      features: ['Villas, offices and hotels', 'Unlimited devices and rooms', 'Dedicated project manager', 'Annual maintenance contract'],
    },
  },
  faq: [
    { question: 'Do I need to rewire my home?', answer: 'Rarely. Our retrofit modules fit behind your existing switch boards.' },
    { question: 'What happens if the internet goes down?', answer: 'The local hub keeps schedules and switches working; only remote access pauses.' },
    { question: 'Can I add more rooms later?', answer: 'Yes. The system grows one room or device at a time.' },
    { question: 'Which voice assistants do you support?', answer: 'Amazon Alexa, Google Assistant and Apple Siri Shortcuts.' },
  ],
  palette: ['#104596', '#468aeb', '#e8f1fd'],
};
