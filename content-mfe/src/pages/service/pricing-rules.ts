import { formatRupees } from '@storefront/shared';
import type { PricingPlan, ServiceDetails } from './content/service-content';

export type PlanTier = keyof ServiceDetails['pricing'];

/** Shown in this order; the middle one is marked 'Most Popular' (spec §2). */
export const PLAN_TIERS: readonly PlanTier[] = ['basic', 'premium', 'enterprise'];
export const MOST_POPULAR = 'Most Popular';
export const ONE_TIME_PAYMENT = 'one-time payment';

export function isMostPopular(tier: PlanTier): boolean {
  return PLAN_TIERS.indexOf(tier) === Math.floor(PLAN_TIERS.length / 2);
}

export function isCustomPrice(plan: PricingPlan): boolean {
  return plan.price === 'Custom';
}

/** '₹2,999' with Indian digit grouping, or 'Custom'. */
export function planPriceText(plan: PricingPlan): string {
  return plan.price === 'Custom' ? 'Custom' : formatRupees(plan.price);
}

/** 'one-time payment' shows unless the price is 'Custom'. */
export function planPaymentNote(plan: PricingPlan): string | undefined {
  return isCustomPrice(plan) ? undefined : ONE_TIME_PAYMENT;
}

/** The button reads 'Contact Us' for a custom price, otherwise 'Get Started'. */
export function planButtonLabel(plan: PricingPlan): 'Contact Us' | 'Get Started' {
  return isCustomPrice(plan) ? 'Contact Us' : 'Get Started';
}
