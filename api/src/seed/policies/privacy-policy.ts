import { block, link, list, text } from './rich-text-builders';
import type { PolicyDocument } from './policy-document';

export const privacyPolicy: PolicyDocument = {
  id: 1,
  policyName: 'Privacy Policy',
  document: [
    block('heading-one', 'Privacy Policy'),
    block('paragraph', text('Last updated: 1 January 2026', 'italic')),
    block(
      'paragraph',
      'This policy explains how SmartHome Technologies Private Limited, Bengaluru ("SmartHome", "we", "us") collects, uses and protects personal data when you visit our website, buy our products, book an installation or use our mobile app. We process personal data in line with the ',
      text('Digital Personal Data Protection Act, 2023', 'bold'),
      ' and the rules made under it.',
    ),
    block('heading-two', 'What we collect'),
    list('bulleted-list', 'list-item', [
      [
        text('Account details: ', 'bold'),
        'your name, e-mail address, mobile number and password (stored only in hashed form).',
      ],
      [
        text('Order and installation details: ', 'bold'),
        'billing and delivery addresses, GSTIN if you request a business invoice, and the site details our technicians need to install your devices.',
      ],
      [
        text('Device data: ', 'bold'),
        'device status, battery levels, event logs such as "front door unlocked at 8:02 am", and firmware versions.',
      ],
      [
        text('Support conversations: ', 'bold'),
        'e-mails, call notes and photographs you share so we can solve a problem.',
      ],
    ]),
    block('heading-two', 'Camera and doorbell footage'),
    block(
      'paragraph',
      'Video from our cameras and doorbells is stored on the microSD card or recorder in your home by default. If you switch on cloud backup, clips are encrypted before they leave the device and are kept for the period you choose, up to ',
      text('30 days', 'bold'),
      '. Our staff cannot view your footage unless you explicitly share a clip with our support team.',
    ),
    block(
      'callout',
      text('In short: ', 'bold'),
      'we never sell your personal data, and we never use camera footage or lock activity for advertising.',
    ),
    block('heading-two', 'How we use your data'),
    list('bulleted-list', 'list-item', [
      ['To deliver, install and service the products you buy.'],
      ['To run the features of the app, such as remote unlocking, alerts and schedules.'],
      [
        'To send order updates by SMS, e-mail or WhatsApp. Marketing messages are sent only with your consent and you can opt out at any time.',
      ],
      ['To meet our obligations under Indian tax and consumer-protection law.'],
    ]),
    block('heading-three', 'Sharing with service providers'),
    block(
      'paragraph',
      'We share the minimum data needed with courier partners, payment gateways and cloud hosting providers located in India. Each of them is bound by a contract to use the data only for the service they provide to us.',
    ),
    block('heading-three', 'Your rights'),
    block(
      'paragraph',
      'You may ask to access, correct or erase your personal data, withdraw consent, or nominate another person to exercise these rights on your behalf. Write to our Grievance Officer at ',
      link('mailto:privacy@smarthome.example', 'privacy@smarthome.example'),
      ' or use the ',
      link('/customer-support', 'customer support form'),
      '. We reply within ',
      text('30 days', 'italic'),
      '.',
    ),
  ],
};
