/**
 * The social platforms blog/authors.yml uses, with their link titles. The theme's author socials
 * carry twelve SVG icons (5.5 KB gzip on every blog page); ./index.tsx keeps only these. A new
 * platform in authors.yml needs its entry here and its icon there (platforms.test.ts checks).
 */
export const SOCIAL_PLATFORMS = {github: 'GitHub'} as const;

export type SocialPlatform = keyof typeof SOCIAL_PLATFORMS;
