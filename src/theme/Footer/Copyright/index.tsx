// Adds the site's tagline (SPEC: the footer shows it) above the theme's copyright line.
import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import {footerTagline} from '@site/config/footer';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <p className="footer__tagline">{footerTagline}</p>
      <Copyright {...props} />
    </>
  );
}
