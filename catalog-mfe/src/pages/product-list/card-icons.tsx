import { Heart, ShoppingCart } from 'lucide-react';

// Every card of the grid draws the same two icons: each drawing goes in the page once, and a
// card's icon points at it, instead of 24 copies of the same paths in a listing's HTML.
const drawings = { heart: Heart, cart: ShoppingCart };
type CardIconName = keyof typeof drawings;

const symbolId = (name: CardIconName) => `card-icon-${name}`;

/** The drawings, once, before the cards that point at them. */
export function CardIconDrawings() {
  return (
    // An inline style: the reset's `svg { display: block }` outranks a display attribute.
    <svg style={{ display: 'none' }}>
      {(Object.keys(drawings) as CardIconName[]).map((name) => {
        const Drawing = drawings[name];
        return (
          <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
            {/* The fill comes from the icon that points here: a saved product's heart is filled. */}
            <Drawing fill="inherit" />
          </symbol>
        );
      })}
    </svg>
  );
}

/** A card's icon, sized like any icon of its button, drawn by its symbol. */
export function CardIcon({ name, fill = 'none' }: { name: CardIconName; fill?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill={fill}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
