// The theme's author socials with only the icons of the platforms this site's authors use
// (./platforms.ts); markup and styles as the theme's.
import type {ComponentType, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import DefaultSocialIcon from '@theme/Icon/Socials/Default';
import {SOCIAL_PLATFORMS, type SocialPlatform} from './platforms';
import styles from './styles.module.css';

/**
 * The theme's GitHub icon, its outline drawn from static/img/socials/github.svg: inlined, the outline
 * was 1.1 KB gzip of every blog page's script.
 */
function GitHub({className}: {className?: string}): ReactNode {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      viewBox="0 0 256 250"
      preserveAspectRatio="xMidYMid"
      className={clsx(className, styles.githubIcon)}>
      <use href={useBaseUrl('/img/socials/github.svg#github')} />
    </svg>
  );
}

const ICONS: Record<SocialPlatform, ComponentType<{className?: string}>> = {github: GitHub};

const isKnown = (platform: string): platform is SocialPlatform => Object.hasOwn(SOCIAL_PLATFORMS, platform);

function SocialLink({platform, link}: {platform: string; link: string | undefined}): ReactNode {
  const Icon = isKnown(platform) ? ICONS[platform] : DefaultSocialIcon;
  return (
    <Link className={styles.authorSocialLink} href={link} title={isKnown(platform) ? SOCIAL_PLATFORMS[platform] : platform}>
      <Icon className={styles.authorSocialIcon} />
    </Link>
  );
}

export default function BlogAuthorSocials({author}: Props): ReactNode {
  return (
    <div className={styles.authorSocials}>
      {Object.entries(author.socials ?? {}).map(([platform, link]) => (
        <SocialLink key={platform} platform={platform} link={link} />
      ))}
    </div>
  );
}
