import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SearchCustomFields} from '../../config/search';

/** Which backend this build uses and where the local index lives (siteConfig.customFields.search). */
export function useSearchConfig(): SearchCustomFields {
  const {siteConfig} = useDocusaurusContext();
  const fields = siteConfig.customFields?.search as SearchCustomFields | undefined;
  return fields ?? {backend: 'local', indexPath: '/search-index.json'};
}
