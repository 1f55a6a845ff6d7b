"""Checks for docs/guides/upgrading-to-2x/grpc.mdx (1.5.108 here, 2.3.348 through
`run_python_current`)."""

from __future__ import annotations

from claims import PACKAGE, run_django, run_python_current


def test_grpc_app_tables_and_rungrpc_on_1_5_108() -> None:
    """"What has no replacement": the grpc app (label `grpc`) and its three tables; `rungrpc` is the
    1.5.108 command the new one replaces."""
    out = run_django(
        """
        from django.apps import apps
        app = apps.get_app_config("grpc")
        print(app.name, sorted(m._meta.db_table for m in app.get_models()))
        """,
        """
        from django_cfg import DatabaseConfig, DjangoConfig, GRPCConfig
        class Shop(DjangoConfig):
            project_name: str = "Shop"
            secret_key: str = "k" * 60
            databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
            grpc: GRPCConfig = GRPCConfig(enabled=True, port=50051)
        config = Shop()
        """,
    )
    assert (
        "django_cfg.apps.integrations.grpc ['django_cfg_grpc_api_key', 'django_cfg_grpc_request_log', "
        "'django_cfg_grpc_server_status']"
    ) in out
    assert (PACKAGE / "apps/integrations/grpc/management/commands/rungrpc.py").is_file()


def test_no_grpc_server_field_or_extra_on_2x() -> None:
    """Steps 1-2: no GRPCConfig, `grpc=` is an unknown field, no `grpc` extra, the `gen` extra brings
    grpcio-tools, and a PROTO target exists for step 3."""
    out = run_python_current(
        """
        from importlib.metadata import metadata, requires
        from pydantic import ValidationError
        import django_cfg
        from django_cfg import DjangoConfig
        from django_cfg.modules.django_generator import Language
        print(hasattr(django_cfg, "GRPCConfig"))
        try:
            DjangoConfig(project_name="S", secret_key="k" * 60, grpc={"enabled": True})
        except ValidationError as error:
            print(error.errors()[0]["type"], error.errors()[0]["loc"])
        print("grpc" in metadata("django-cfg").get_all("Provides-Extra"))
        print(any(r.startswith("grpcio-tools") and "extra == 'gen'" in r for r in requires("django-cfg")))
        print(Language.PROTO.value)
        """
    )
    assert out.strip().splitlines() == ["False", "extra_forbidden ('grpc',)", "False", "True", "proto"]
