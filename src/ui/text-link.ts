/** A link in running text: the accent colour, and underlined, so it is not told by colour alone. */
export const inlineLinkClasses = 'font-semibold text-accent underline underline-offset-4';

/** A link on a line of its own or in a list: the same look, with the 48 px touch target. */
export const textLinkClasses = `${inlineLinkClasses} inline-flex min-h-12 items-center`;
