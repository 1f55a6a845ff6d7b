import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

const before = `# settings.py: strings in, hopes out
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ.get("SECRET_KEY", "change-me")
DEBUG = os.environ.get("DEBUG", "0") == "1"
ALLOWED_HOSTS = os.environ.get("ALLOWED_HOSTS", "").split(",")
CSRF_TRUSTED_ORIGINS = [f"https://{h}" for h in ALLOWED_HOSTS]
CORS_ALLOWED_ORIGINS = [f"https://{h}" for h in ALLOWED_HOSTS]
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("DB_NAME", "shop"),
        "HOST": os.environ.get("DB_HOST", "localhost"),
        "PORT": int(os.environ.get("DB_PORT", "5432")),
    }
}
CACHES = {
    "default": {
        "BACKEND": "django_redis.cache.RedisCache",
        "LOCATION": os.environ.get("REDIS_URL"),
    }
}
# ...and 200 more lines of INSTALLED_APPS, MIDDLEWARE, REST_FRAMEWORK`;

const after = `# config.py: one typed object, validated at startup
import os

from django_cfg import DatabaseConfig, DjangoConfig, EmailConfig


class ShopConfig(DjangoConfig):
    project_name: str = "Shop"
    secret_key: str = os.environ["SECRET_KEY"]  # 50+ characters, checked
    debug: bool = False
    security_domains: list[str] = ["shop.example.com"]
    databases: dict[str, DatabaseConfig] = {
        "default": DatabaseConfig.from_url(os.environ["DATABASE_URL"]),
    }
    redis_url: str | None = os.environ.get("REDIS_URL")
    email: EmailConfig | None = EmailConfig(
        backend="smtp", host="smtp.example.com", default_from="shop@example.com"
    )


config = ShopConfig()

# settings.py
# from .config import config
# locals().update(config.get_all_settings())`;

export default function BeforeAfter(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="before-after-title">
      <h2 id="before-after-title" className={styles.title}>
        From 300 lines of strings to one validated object
      </h2>
      <p className={styles.lead}>
        ALLOWED_HOSTS, CORS and CSRF origins come from <code>security_domains</code>; the cache is Redis when{' '}
        <code>redis_url</code> is set; apps, middleware and REST settings are generated. A typo is a startup error that
        names the field.
      </p>
      <div className={styles.grid}>
        <div className={styles.pane}>
          <p className={styles.label}>Before: settings.py</p>
          <CodeBlock language="python">{before}</CodeBlock>
        </div>
        <div className={styles.pane}>
          <p className={styles.label}>After: config.py</p>
          <CodeBlock language="python">{after}</CodeBlock>
        </div>
      </div>
    </section>
  );
}
