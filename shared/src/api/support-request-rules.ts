import { z } from 'zod/mini';

/*
 * The rules of a support request (spec §3, §5): one schema for the support form and the API.
 * Both import this module alone, by `@storefront/shared/support-request-rules`: it needs zod
 * only and holds no state, so the support page bundles it instead of sharing it at run time.
 */

export const SUPPORT_REQUEST_LIMITS = {
  fullName: 100,
  email: 254,
  phone: 20,
  orderNumber: 40,
  productModel: 100,
  issue: 2000,
  comments: 2000,
} as const;

export const PREFERRED_CONTACT_METHODS = ['email', 'phone', 'both'] as const;
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];

export const BEST_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type BestTime = (typeof BEST_TIMES)[number];

export const SUPPORT_REQUEST_FIELDS = [
  'fullName',
  'email',
  'phone',
  'orderNumber',
  'productModel',
  'issue',
  'preferredContact',
  'bestTime',
  'comments',
] as const;
export type SupportRequestField = (typeof SUPPORT_REQUEST_FIELDS)[number];

/**
 * Characters no field may hold: C0 controls, DEL and C1 controls (a terminal acts on them: colours,
 * titles, cursor moves) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which make text read differently from what it is. Multi-line fields keep tab
 * and newline.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** Indian and international numbers: digits, spaces, '-', parentheses and one leading '+'. */
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;
const PHONE_DIGITS = { min: 7, max: 15 };

function unsafeCharactersMessage(label: string): string {
  return `${label} contains control or text-direction characters. Please remove them (retyping the text usually does).`;
}

export const SUPPORT_REQUEST_MESSAGES = {
  fullNameRequired: 'Please enter your full name.',
  fullNameTooLong: `Full name must be at most ${SUPPORT_REQUEST_LIMITS.fullName} characters.`,
  emailRequired: 'Please enter your e-mail address.',
  emailTooLong: `E-mail address must be at most ${SUPPORT_REQUEST_LIMITS.email} characters.`,
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  phoneRequired: 'Please enter your phone number.',
  phoneTooLong: `Phone number must be at most ${SUPPORT_REQUEST_LIMITS.phone} characters.`,
  phoneInvalid:
    'Please enter a phone number of 7 to 15 digits (spaces, +, - and parentheses are allowed).',
  orderNumberTooLong: `Order number must be at most ${SUPPORT_REQUEST_LIMITS.orderNumber} characters.`,
  productModelRequired: 'Please enter the product model.',
  productModelTooLong: `Product model must be at most ${SUPPORT_REQUEST_LIMITS.productModel} characters.`,
  issueRequired: 'Please describe the issue.',
  issueTooLong: `Issue description must be at most ${SUPPORT_REQUEST_LIMITS.issue} characters.`,
  preferredContactRequired: 'Please choose how we should contact you.',
  bestTimeInvalid: 'Please choose a time from the list.',
  commentsTooLong: `Comments must be at most ${SUPPORT_REQUEST_LIMITS.comments} characters.`,
  notText: 'Please enter text.',
  fullNameUnsafe: unsafeCharactersMessage('Full name'),
  emailUnsafe: unsafeCharactersMessage('E-mail address'),
  phoneUnsafe: unsafeCharactersMessage('Phone number'),
  orderNumberUnsafe: unsafeCharactersMessage('Order number'),
  productModelUnsafe: unsafeCharactersMessage('Product model'),
  issueUnsafe: unsafeCharactersMessage('Issue description'),
  commentsUnsafe: unsafeCharactersMessage('Comments'),
} as const;


const messages = SUPPORT_REQUEST_MESSAGES;

export const INVALID_BODY_MESSAGE = 'A support request must be an object with the form fields.';

function text(requiredMessage?: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined && requiredMessage ? requiredMessage : messages.notText,
  });
}

interface TextRules {
  maxLength: number;
  tooLongMessage: string;
  unsafeMessage: string;
  multiLine?: boolean;
}

function safeCharacters({ unsafeMessage, multiLine }: TextRules) {
  const forbidden = multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return z.refine<string>((value) => !forbidden.test(value), { error: unsafeMessage, abort: true });
}

function requiredText(requiredMessage: string, rules: TextRules) {
  return text(requiredMessage).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.maxLength(rules.maxLength, { error: rules.tooLongMessage, abort: true }),
    safeCharacters(rules),
  );
}

function optionalText(rules: TextRules) {
  return z.optional(
    z.pipe(
      text().check(
        z.trim(),
        z.maxLength(rules.maxLength, { error: rules.tooLongMessage, abort: true }),
        safeCharacters(rules),
      ),
      z.transform((value: string) => value || undefined),
    ),
  );
}

function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

export const supportRequestSchema = z.object(
  {
    fullName: requiredText(messages.fullNameRequired, {
      maxLength: SUPPORT_REQUEST_LIMITS.fullName,
      tooLongMessage: messages.fullNameTooLong,
      unsafeMessage: messages.fullNameUnsafe,
    }),
    email: requiredText(messages.emailRequired, {
      maxLength: SUPPORT_REQUEST_LIMITS.email,
      tooLongMessage: messages.emailTooLong,
      unsafeMessage: messages.emailUnsafe,
    }).check(z.regex(z.regexes.email, { error: messages.emailInvalid })),
    phone: requiredText(messages.phoneRequired, {
      maxLength: SUPPORT_REQUEST_LIMITS.phone,
      tooLongMessage: messages.phoneTooLong,
      unsafeMessage: messages.phoneUnsafe,
    }).check(z.refine(isPhoneNumber, { error: messages.phoneInvalid })),
    orderNumber: optionalText({
      maxLength: SUPPORT_REQUEST_LIMITS.orderNumber,
      tooLongMessage: messages.orderNumberTooLong,
      unsafeMessage: messages.orderNumberUnsafe,
    }),
    productModel: requiredText(messages.productModelRequired, {
      maxLength: SUPPORT_REQUEST_LIMITS.productModel,
      tooLongMessage: messages.productModelTooLong,
      unsafeMessage: messages.productModelUnsafe,
    }),
    issue: requiredText(messages.issueRequired, {
      maxLength: SUPPORT_REQUEST_LIMITS.issue,
      tooLongMessage: messages.issueTooLong,
      unsafeMessage: messages.issueUnsafe,
      multiLine: true,
    }),
    preferredContact: z.enum(PREFERRED_CONTACT_METHODS, {
      error: messages.preferredContactRequired,
    }),
    bestTime: z.optional(
      z.pipe(
        z.enum(['', ...BEST_TIMES], { error: messages.bestTimeInvalid }),
        z.transform((value: '' | BestTime) => value || undefined),
      ),
    ),
    comments: optionalText({
      maxLength: SUPPORT_REQUEST_LIMITS.comments,
      tooLongMessage: messages.commentsTooLong,
      unsafeMessage: messages.commentsUnsafe,
      multiLine: true,
    }),
    /** Chosen by the form once per version of a draft, so a retried send is stored only once. */
    submissionId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/))),
  },
  { error: INVALID_BODY_MESSAGE },
);

/** What the form holds: every field as the visitor typed it. */
export type SupportRequestInput = z.input<typeof supportRequestSchema>;
/** What is sent: trimmed, with empty optional fields left out. */
export type SupportRequest = z.output<typeof supportRequestSchema>;
export type SupportRequestFieldErrors = Partial<Record<SupportRequestField, string>>;

export type SupportRequestValidation =
  | { success: true; data: SupportRequest }
  | { success: false; errors: SupportRequestFieldErrors & { ''?: string } };

/** One message per field (the first rule it breaks); an error about the body itself under ''. */
export function validateSupportRequest(values: unknown): SupportRequestValidation {
  const result = supportRequestSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: SupportRequestFieldErrors & { ''?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (issue.path.length === 0) errors[''] ??= issue.message;
    else if (isSupportRequestField(field)) errors[field] ??= issue.message;
  }
  return { success: false, errors };
}

export function isSupportRequestField(value: unknown): value is SupportRequestField {
  return typeof value === 'string' && (SUPPORT_REQUEST_FIELDS as readonly string[]).includes(value);
}
