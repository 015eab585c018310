/** The product's name as users see it (header, footer copyright, page titles). */
export const PRODUCT_NAME = 'Soundboard';
export const PRODUCT_TAGLINE = 'Build boards of buttons that play your sounds — and share them.';
