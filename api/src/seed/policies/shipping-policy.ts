import { block, list, text } from './rich-text-builders';
import type { PolicyDocument } from './policy-document';

export const shippingPolicy: PolicyDocument = {
  id: 4,
  policyName: 'Shipping Policy',
  document: [
    block('heading-one', 'Shipping Policy'),
    block(
      'paragraph',
      'We ship from our warehouse in Bengaluru to more than 19,000 PIN codes across India. Shipping is ',
      text('free on every order', 'bold'),
      ', with no minimum order value.',
    ),
    block('heading-two', 'Delivery times'),
    list('ul', 'li', [
      [text('Bengaluru, Chennai and Hyderabad: ', 'bold'), '1 to 2 working days.'],
      [text('Other metro cities: ', 'bold'), '2 to 4 working days.'],
      [text('Rest of India: ', 'bold'), '4 to 7 working days.'],
      [
        text('North-East, Jammu & Kashmir, Ladakh and the islands: ', 'bold'),
        'up to 10 working days.',
      ],
    ]),
    block(
      'paragraph',
      text(
        'Delivery estimates may be longer during festivals, the monsoon and nationwide sale events.',
        'italic',
      ),
    ),
    block('heading-two', 'Tracking your order'),
    block(
      'paragraph',
      'As soon as your order leaves the warehouse you receive an SMS and an e-mail with the courier name and a tracking number such as ',
      text('SHP-BLR-7730012', 'code'),
      '. Large items such as gate motors and NVR kits are delivered by our own logistics partner, who will call you to fix a delivery slot.',
    ),
    block('heading-two', 'Receiving your delivery'),
    block(
      'paragraph',
      'Please check that the outer box is sealed before you accept it. If the box is damaged or the seal is broken, you may refuse the delivery or record an unboxing video and report it to us within 48 hours.',
    ),
    block(
      'blockquote',
      'For safety reasons, smart locks are delivered only to the person named on the order, who must share a one-time delivery code with the courier.',
    ),
    block('heading-two', 'Installation appointments'),
    block(
      'paragraph',
      'Where installation is included, our team calls you within one working day of delivery to book a visit. In Bengaluru, Mumbai, Delhi NCR, Pune, Chennai and Hyderabad, installation usually happens within 3 working days.',
    ),
  ],
};
