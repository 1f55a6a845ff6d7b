import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Home from '@site/src/components/Home';

export default function HomePage(): ReactNode {
  return (
    <Layout
      title="Type-safe Django configuration with Pydantic"
      description="django-cfg replaces settings.py with one typed, validated DjangoConfig and ships built-in apps, integrations, AI agents and generated API clients.">
      <Home />
    </Layout>
  );
}
