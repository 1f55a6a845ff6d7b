import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {command, djangoCfg, error, pydantic} from '@site/src/data/home/validationError.json';
import HomeValidation from '@site/src/pages/_snippets/home-validation.mdx';
import CountedCode from '../CountedCode';
import styles from './styles.module.css';

/**
 * A wrong setting and the error django-cfg prints for it. The text is recorded by running the
 * package (scripts/home/capture.py); tests/python/test_home_data.py fails when it goes stale.
 */
export default function Proof(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="proof-title">
      <h2 id="proof-title" className={styles.title}>
        A wrong setting stops the process and names the field
      </h2>
      <p className={styles.lead}>
        A placeholder secret key and a misspelled field name, which a <code>settings.py</code> would accept without a
        word. This is the error as django-cfg {djangoCfg} (Pydantic {pydantic}) prints it, captured by running the
        package.
      </p>
      <div className={styles.grid}>
        <div className={styles.pane}>
          <CountedCode>
            <HomeValidation />
          </CountedCode>
        </div>
        <div className={styles.pane} data-testid="validation-error">
          <CodeBlock language="text" title={`$ ${command}`}>
            {error}
          </CodeBlock>
        </div>
      </div>
    </section>
  );
}
