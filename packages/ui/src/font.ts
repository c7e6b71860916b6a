/**
 * The URL of the Latin Inter file that styles.css's @font-face names: Vite emits one hashed asset
 * per file, so a page can preload exactly what the stylesheet will ask for.
 */
export { default as LATIN_FONT_URL } from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
