/** The popular-games tiles' pictures, drawn here (no emoji font or image file needed). */
export type GameIconKind = 'cards' | 'slot' | 'chip' | 'ball' | 'dice' | 'race';

const GOLD = '#f3b21b';

export function GameIcon({ kind }: { readonly kind: GameIconKind }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      {kind === 'cards' && (
        <>
          <rect x="8" y="10" width="20" height="28" rx="3" fill="#fff" transform="rotate(-12 18 24)" />
          <rect x="20" y="9" width="20" height="28" rx="3" fill="#fff" stroke="#c9353a" strokeWidth="1.5" transform="rotate(10 30 23)" />
          <path d="M30 17 l4 6 -4 6 -4 -6z" fill="#c9353a" transform="rotate(10 30 23)" />
        </>
      )}
      {kind === 'slot' && (
        <>
          <rect x="6" y="10" width="36" height="28" rx="5" fill="#2a1d05" stroke={GOLD} strokeWidth="2.5" />
          <text x="24" y="31" textAnchor="middle" fontSize="15" fontWeight="900" fill={GOLD} fontFamily="Arial, sans-serif">
            777
          </text>
        </>
      )}
      {kind === 'chip' && (
        <>
          <circle cx="24" cy="24" r="17" fill="#1f5fd6" stroke="#fff" strokeWidth="3" strokeDasharray="6 5" />
          <circle cx="24" cy="24" r="9" fill="#fff" />
          <path d="M24 18 l5 6 -5 6 -5 -6z" fill="#1f5fd6" />
        </>
      )}
      {kind === 'ball' && (
        <>
          <circle cx="24" cy="24" r="17" fill="#fff" />
          <path d="M24 15 l7 5 -3 8 h-8 l-3 -8z" fill="#111" />
          <path d="M24 7v8 M41 20l-10 0 M35 38l-7 -10 M13 38l7 -10 M7 20l10 0" stroke="#111" strokeWidth="2" />
        </>
      )}
      {kind === 'dice' && (
        <>
          <rect x="9" y="9" width="30" height="30" rx="6" fill="#fff" />
          {[
            [17, 17],
            [31, 17],
            [24, 24],
            [17, 31],
            [31, 31],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="3" fill="#c9353a" />
          ))}
        </>
      )}
      {kind === 'race' && (
        <>
          <path d="M8 38 h32" stroke="#fff" strokeWidth="3" />
          <path d="M12 10 v28 M12 10 h20 l-4 6 4 6 h-20" fill={GOLD} stroke={GOLD} strokeWidth="2" strokeLinejoin="round" />
        </>
      )}
    </svg>
  );
}
