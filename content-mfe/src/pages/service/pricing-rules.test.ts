import { services } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { findServiceContent } from './content/service-catalogue';
import {
  isMostPopular,
  ONE_TIME_PAYMENT,
  planButtonLabel,
  planPaymentNote,
  planPriceText,
  PLAN_TIERS,
} from './pricing-rules';

const plan = (price: number | 'Custom') => ({ name: 'Plan', price, features: [] });

describe('pricing rules', () => {
  it("shows 'one-time payment' unless the price is Custom", () => {
    expect(planPaymentNote(plan(2999))).toBe(ONE_TIME_PAYMENT);
    expect(ONE_TIME_PAYMENT).toBe('one-time payment');
    expect(planPaymentNote(plan('Custom'))).toBeUndefined();
  });

  it("labels the button 'Contact Us' for Custom, otherwise 'Get Started'", () => {
    expect(planButtonLabel(plan('Custom'))).toBe('Contact Us');
    expect(planButtonLabel(plan(899))).toBe('Get Started');
  });

  it('marks the middle plan, and only it, Most Popular', () => {
    expect(PLAN_TIERS).toEqual(['basic', 'premium', 'enterprise']);
    expect(PLAN_TIERS.filter(isMostPopular)).toEqual(['premium']);
  });

  it('prints rupees with Indian grouping', () => {
    expect(planPriceText(plan(2999))).toBe('₹2,999');
    expect(planPriceText(plan(129999))).toBe('₹1,29,999');
    expect(planPriceText(plan('Custom'))).toBe('Custom');
  });

  // Spec §9: sample service prices (basic / premium / enterprise).
  it.each([
    ['smart-home-automation', '₹2,999', '₹5,999'],
    ['cctv-surveillance-system', '₹1,499', '₹2,999'],
    ['gate-curtain-automation', '₹899', '₹2,499'],
    ['smart-lighting-systems', '₹799', '₹2,199'],
    ['water-level-monitoring-controlling-systems', '₹1,299', '₹2,899'],
  ])('prices %s at %s / %s / Custom', (slug, basic, premium) => {
    const { pricing } = findServiceContent(slug)!;
    expect(PLAN_TIERS.map((tier) => planPriceText(pricing[tier]))).toEqual([basic, premium, 'Custom']);
  });

  it('has full content for every service of the shared list', () => {
    for (const service of services) {
      const content = findServiceContent(service.slug);
      expect(content?.title).toBe(service.title);
      expect(content?.gallery).toHaveLength(4);
      expect(content?.features.length).toBeGreaterThan(0);
      expect(content?.process.map((step) => step.step)).toEqual(content?.process.map((_, index) => index + 1));
      expect(content?.faq.length).toBeGreaterThan(0);
    }
    expect(findServiceContent('constructor')).toBeUndefined();
    expect(findServiceContent(undefined)).toBeUndefined();
  });
});
