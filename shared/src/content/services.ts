/** Spec §3: the fixed list of services, in menu order. */
export interface Service {
  title: string;
  slug: string;
  description: string;
}

export const services: readonly Service[] = [
  {
    title: 'Smart Home Automation',
    slug: 'smart-home-automation',
    description: 'Control lights, climate, locks and appliances from one app or your voice.',
  },
  {
    title: 'CCTV Surveillance System',
    slug: 'cctv-surveillance-system',
    description: 'HD cameras with night vision, remote viewing and secure recording.',
  },
  {
    title: 'Gate & Curtain Automation',
    slug: 'gate-curtain-automation',
    description: 'Motorised gates and curtains on schedules, sensors or a tap.',
  },
  {
    title: 'Smart Lighting Systems',
    slug: 'smart-lighting-systems',
    description: 'Scenes, dimming and schedules that save energy and set the mood.',
  },
  {
    title: 'Water Level Monitoring & Controlling Systems',
    slug: 'water-level-monitoring-controlling-systems',
    description: 'Automatic pump control and tank alerts so you never run dry or overflow.',
  },
];
