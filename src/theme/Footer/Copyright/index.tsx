// Adds the site's tagline (SPEC: the footer shows it) above the theme's copyright line, and brings
// the footer's phone layout (../phone.css) into the site's stylesheet.
import type {ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import {footerTagline} from '@site/config/footer';
import '../phone.css';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <p className="footer__tagline">{footerTagline}</p>
      <Copyright {...props} />
    </>
  );
}
