"""The configuration a page runs under when it shows none of its own (a name no page uses)."""

from django_cfg import DatabaseConfig, DjangoConfig


class DocsExampleConfig(DjangoConfig):
    project_name: str = "Docs Example"
    secret_key: str = "docs-example-secret-key-that-is-long-enough-for-validation"
    debug: bool = True
    root_urlconf: str = "api.urls"
    wsgi_application: str = "api.wsgi.application"
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}


config = DocsExampleConfig()
