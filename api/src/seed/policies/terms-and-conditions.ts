import { block, list, text } from './rich-text-builders';
import type { PolicyDocument } from './policy-document';

export const termsAndConditions: PolicyDocument = {
  id: 2,
  policyName: 'Terms and Conditions',
  document: [
    block('h1', 'Terms and Conditions'),
    block(
      'paragraph',
      'These terms govern your use of this website and every purchase of products and installation services from SmartHome Technologies Private Limited. By placing an order you agree to them, so please read them carefully.',
    ),
    block('h2', 'Orders and pricing'),
    block(
      'paragraph',
      'All prices are in Indian Rupees and ',
      text('include GST', 'bold'),
      ' unless stated otherwise. An order is confirmed only when you receive an order confirmation e-mail. We may cancel an order if a product is out of stock or was listed at an obviously wrong price, and any amount paid will be refunded in full.',
    ),
    block('h2', 'Installation services'),
    block(
      'paragraph',
      'Products such as gate motors, surveillance kits and lighting packages include installation by our technicians. To complete an installation you agree to:',
    ),
    list('ol', 'li', [
      [
        'Provide safe access to the site and a working 230V power supply near each device location.',
      ],
      [
        'Obtain any permission needed from your housing society or landlord before drilling or wiring.',
      ],
      ['Be present, or nominate an adult to be present, for the final handover and demonstration.'],
    ]),
    block('h3', 'Site readiness'),
    block(
      'paragraph',
      'If a technician cannot start work because the site is not ready, a revisit charge of ₹499 may apply. We will always tell you about this charge ',
      text('before', 'underline'),
      ' booking the second visit.',
    ),
    block('h2', 'Use of the app and connected devices'),
    block(
      'paragraph',
      'You are responsible for keeping your app password, PINs and fingerprints registered on your locks secure. Remote features depend on your home internet connection and on mobile networks, which are outside our control.',
    ),
    block(
      'blockquote',
      'Smart locks and cameras add to your home security but do not replace insurance, a monitored alarm service or common-sense precautions.',
    ),
    block('h3', 'Limitation of liability'),
    block(
      'paragraph',
      'To the extent permitted by law, our total liability for any claim is limited to the amount you paid for the product or service concerned. Nothing in these terms limits your rights under the ',
      text('Consumer Protection Act, 2019', 'italic'),
      '.',
    ),
    block('h2', 'Governing law'),
    block(
      'paragraph',
      'These terms are governed by the laws of India and the courts at Bengaluru, Karnataka have exclusive jurisdiction, subject to your right to approach a consumer commission.',
    ),
  ],
};
