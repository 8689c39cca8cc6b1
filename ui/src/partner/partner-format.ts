import { withThousands } from '@bet/core/shared';

/** Whole won with thousands separators (money stays an integer: no division, no rounding). */
export const wonText = (n: number): string => withThousands(n);
/** A downline member's cash in won ('12,000원'), or '-' while the member is excluded (the server sends none). */
export const cashText = (n: number | null): string => (n === null ? '-' : `${wonText(n)}원`);

/** The sign tone of a figure: the members' losing is the house's gain. */
export const signOf = (n: number): 'plus' | 'minus' | undefined => (n > 0 ? 'plus' : n < 0 ? 'minus' : undefined);
