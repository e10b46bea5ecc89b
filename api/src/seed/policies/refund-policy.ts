import { block, link, list, text } from './rich-text-builders';
import type { PolicyDocument } from './policy-document';

export const refundPolicy: PolicyDocument = {
  id: 3,
  policyName: 'Refund Policy',
  document: [
    block('heading1', 'Refund Policy'),
    block(
      'paragraph',
      'We want you to be happy with every device you buy. If something is not right, you can return most products within ',
      text('10 days of delivery', 'bold'),
      ' for a full refund.',
    ),
    block('heading2', 'What can be returned'),
    block(
      'paragraph',
      'Unused products in their original packaging, with all accessories, manuals and the invoice, can be returned. Products that have been installed by our technicians can be returned only if they are faulty; see the Warranty Policy for repairs and replacements.',
    ),
    block('heading3', 'What cannot be returned'),
    list('bulleted-list', 'list-item', [
      ['Curtain tracks and LED strips that have been cut to length.'],
      [
        'Smart locks whose door has been cut or drilled for installation, unless the lock is faulty.',
      ],
      ['Installation and site-survey charges once the visit has taken place.'],
    ]),
    block('heading2', 'How to request a refund'),
    list('numbered-list', 'list-item', [
      [
        'Open the ',
        link('/customer-support', 'customer support form'),
        ' and choose "Return or refund".',
      ],
      ['Enter your order number, which looks like ', text('SH-ORD-2026-004512', 'code'), '.'],
      ['Pack the product securely. We arrange a free pickup within 3 working days.'],
      ['Once the product passes inspection at our Bengaluru warehouse, we start the refund.'],
    ]),
    block('paragraph', 'If you prefer to write to us, please include the following details:'),
    block(
      'code-block',
      text(
        'Subject: Refund request\nOrder number: SH-ORD-2026-004512\nProduct: Smart Lock Pro\nReason: Does not fit my door\nPickup address and PIN code: ...',
      ),
    ),
    block('heading3', 'Refund timelines'),
    list('numbered-list', 'list-item', [
      [text('UPI: ', 'bold'), 'credited within 2 working days of approval.'],
      [text('Debit and credit cards: ', 'bold'), '5 to 7 working days, depending on your bank.'],
      [text('Bank transfer: ', 'bold'), '3 working days to the account you provide.'],
    ]),
    block(
      'paragraph',
      'Refunds are always made to the original payment method. Deductions are never made for the GST you paid.',
    ),
  ],
};
