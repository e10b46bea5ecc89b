import { Box, Container } from '@storefront/shared';
import { FaqAccordion, type FaqEntry } from '../../features/faq/faq-accordion';
import { SectionHeading } from '../../features/page-sections/section-heading';

/** Spec §2 / §9: the five contact questions. */
export const contactFaq: readonly FaqEntry[] = [
  {
    question: 'How quickly will you respond to my enquiry?',
    answer:
      'We reply to every e-mail and enquiry within 24 hours on business days. For urgent problems with an installed system, call us: emergency support runs 24/7.',
  },
  {
    question: 'Do you offer in-person consultations?',
    answer:
      'Yes. Visit our Bangalore office during business hours to see the devices working, or book a consultant to survey your home or business and recommend a plan.',
  },
  {
    question: 'Where can I find information about your services?',
    answer:
      'Each service has its own page under Service in the main menu, with its features, the installation process, pricing, a gallery and answers to common questions.',
  },
  {
    question: 'What payment methods do you accept?',
    answer: 'We accept UPI, debit cards, credit cards and bank transfers.',
  },
  {
    question: 'Do you offer services internationally?',
    answer:
      'Yes. We work with clients in over 30 countries, supplying devices and coordinating installation with certified local partners.',
  },
];

export function ContactFaq() {
  return (
    <Box as="section" aria-labelledby="contact-faq" bg="bg.subtle" py={{ base: 14, md: 20 }}>
      <Container maxW="3xl">
        <SectionHeading id="contact-faq" title="Frequently Asked Questions" />
        <FaqAccordion entries={contactFaq} />
      </Container>
    </Box>
  );
}
