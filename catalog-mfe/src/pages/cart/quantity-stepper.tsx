import { HStack, IconButton, Text } from '@storefront/shared';
import { quantityCap, useStorefront, type CartItem } from '@storefront/shared';
import { Minus, Plus } from 'lucide-react';

export const increaseLabel = (name: string) => `Increase quantity of ${name}`;
export const decreaseLabel = (name: string) => `Decrease quantity of ${name}`;

interface QuantityStepperProps {
  item: CartItem;
  /** Called when decreasing from 1 takes the item out of the cart. */
  onRemoved: (item: CartItem) => void;
}

/** − quantity +: 0 removes the line, and the quantity stops at the stock (else 99). */
export function QuantityStepper({ item, onRemoved }: QuantityStepperProps) {
  const setCartQuantity = useStorefront((state) => state.setCartQuantity);
  const cap = quantityCap(item);
  const atCap = item.quantity >= cap;
  const change = (quantity: number) => {
    setCartQuantity(item.id, quantity);
    if (quantity <= 0) onRemoved(item);
  };
  return (
    <HStack
      gap={1}
      borderWidth="1px"
      borderRadius="md"
      p="1"
      role="group"
      aria-label={`Quantity of ${item.name}`}
    >
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={decreaseLabel(item.name)}
        onClick={() => change(item.quantity - 1)}
      >
        <Minus aria-hidden="true" />
      </IconButton>
      <Text as="output" minW="8" textAlign="center" fontWeight="semibold" aria-live="polite">
        {item.quantity}
      </Text>
      <IconButton
        size="xs"
        variant="ghost"
        aria-label={increaseLabel(item.name)}
        disabled={atCap}
        onClick={() => change(item.quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </IconButton>
    </HStack>
  );
}
