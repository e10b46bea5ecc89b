import { block, link, list, text } from './rich-text-builders';
import type { PolicyDocument } from './policy-document';

export const warrantyPolicy: PolicyDocument = {
  id: 5,
  policyName: 'Warranty Policy',
  document: [
    block('h1', 'Warranty Policy'),
    block(
      'paragraph',
      'Every SmartHome product comes with a manufacturer warranty against defects in materials and workmanship, starting from the date of delivery or installation, whichever is later.',
    ),
    block('heading-two', 'Warranty periods'),
    list('bulleted-list', 'list-item', [
      [text('Smart locks and gate motors: ', 'bold'), '2 years.'],
      [text('Switches, sensors, cameras, doorbells and thermostats: ', 'bold'), '1 year.'],
      [text('Smart bulbs and LED strips: ', 'bold'), '1 year.'],
      [
        text('Installation workmanship: ', 'bold'),
        '1 year on wiring and fixtures fitted by our technicians.',
      ],
    ]),
    block('h3', 'What the warranty does not cover'),
    block(
      'paragraph',
      'The warranty does ',
      text('not', 'underline'),
      ' cover damage caused by voltage surges beyond the rated range, water entering indoor devices, physical damage, batteries, or repairs by anyone other than SmartHome or an authorised partner.',
    ),
    block('heading-two', 'How to make a warranty claim'),
    list('ol', 'li', [
      [
        'Find the serial number on the device label or in the app under Settings, Device information.',
      ],
      [
        'Raise a request through the ',
        link('/customer-support', 'customer support form'),
        ' with the serial number and a short video of the problem.',
      ],
      ['Our support team tries a remote fix first, which solves most issues within a day.'],
      [
        'If the device needs repair, a technician visits or we arrange a free pickup, and replace the unit if it cannot be repaired within 7 working days.',
      ],
    ]),
    block('paragraph', 'A typical serial number label looks like this:'),
    block('code-block', text('Model: SL-PRO-2\nSerial: SL2-2501-0048213\nMfg: 01/2026')),
    block('h3', 'Extended warranty'),
    block(
      'paragraph',
      'You can extend the warranty of locks, cameras and gate motors by one or two years within 90 days of purchase. E-mail ',
      link('mailto:support@smarthome.example', 'support@smarthome.example'),
      ' for a quote.',
    ),
  ],
};
