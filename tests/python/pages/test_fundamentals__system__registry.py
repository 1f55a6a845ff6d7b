"""Checks for docs/fundamentals/system/registry.mdx."""

from __future__ import annotations

from claims import run_django, run_python

import django_cfg
from django_cfg.registry import DJANGO_CFG_REGISTRY


def test_registry_holds_119_names_and_all_is_its_keys() -> None:
    """"At 1.5.108 the merged registry holds 119 names" and `__all__` is the list of registry keys."""
    assert len(DJANGO_CFG_REGISTRY) == 119
    assert list(django_cfg.__all__) == list(DJANGO_CFG_REGISTRY.keys())


def test_star_import_raises() -> None:
    """Warning "Don't use a star import": at 1.5.108 `from django_cfg import *` raises an error."""
    printed = run_django(
        """
        try:
            exec("from django_cfg import *", {})
            print("imported")
        except Exception as error:
            print("raised", type(error).__name__)
        """
    )
    assert printed.strip().startswith("raised")


def test_import_is_lazy() -> None:
    """"Importing all of them eagerly would pull in Django REST framework, Unfold, Twilio and more ...
    Instead, the package resolves each name on first use": `import django_cfg` and the config
    models load none of those packages."""
    printed = run_python(
        """
        import sys
        import django_cfg
        django_cfg.DjangoConfig, django_cfg.DatabaseConfig
        print(sorted(m for m in ("rest_framework", "unfold", "twilio", "django.contrib.admin") if m in sys.modules))
        """
    )
    assert printed.strip() == "[]"


def test_unknown_names_raise_attribute_error() -> None:
    """"Accessing a name that isn't registered raises `AttributeError: module 'django_cfg' has no
    attribute '...'`"."""
    try:
        django_cfg.NoSuchThing  # noqa: B018
    except AttributeError as error:
        assert "module 'django_cfg' has no attribute 'NoSuchThing'" in str(error)
    else:
        raise AssertionError("no AttributeError")


def test_validation_error_is_django_cfgs_own() -> None:
    """"`ValidationError` is django-cfg's own exception (a subclass of `DjangoCfgException`)"."""
    import pydantic

    assert issubclass(django_cfg.ValidationError, django_cfg.DjangoCfgException)
    assert django_cfg.ValidationError is not pydantic.ValidationError
    assert "PydanticAdmin" not in DJANGO_CFG_REGISTRY
