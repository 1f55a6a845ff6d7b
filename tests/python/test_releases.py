"""The two-release parts of the docs-examples suite, on strings: the `release="…"` fence option and
how a 2.x failure is summarised and matched to a section of the guide "What changed since 1.5.108"."""

from __future__ import annotations

import pytest
from docblocks import CURRENT_RELEASE, PINNED_RELEASE, parse_blocks
from verification import ANCHORS, current_page, failure_anchor, failure_summary

PAGE = '''
```python title="config.py"
from django_cfg import DjangoConfig
```

```python release="2.x"
from django_cfg import ExtensionConfig
```

```python title="before.py" release='1.5.108'
from django_cfg import NowPaymentsConfig
```

```python norun="needs a live token" release="2.x" continues
print(1)
```
'''


def test_release_option_is_read_beside_title_and_norun() -> None:
    both, current, pinned, norun = parse_blocks(PAGE, "docs/x.mdx")
    assert (both.release, current.release, pinned.release, norun.release) == (None, "2.x", "1.5.108", "2.x")
    assert pinned.title == "before.py" and norun.norun == "needs a live token" and norun.continues
    assert [b.runs_on(PINNED_RELEASE) for b in (both, current, pinned)] == [True, False, True]
    assert [b.runs_on(CURRENT_RELEASE) for b in (both, current, pinned)] == [True, True, False]


def test_an_unknown_release_is_an_error_not_a_block_that_runs_nowhere() -> None:
    with pytest.raises(ValueError, match=r"docs/x.mdx:2: release='2.3' is not a release"):
        parse_blocks('\n```python release="2.3"\nx = 1\n```\n', "docs/x.mdx")


TRACEBACK = """Traceback (most recent call last):
  File "/work/tests/python/page_runner.py", line 327, in run_script
    result = eval(code, namespace)
  File "docs/a.mdx:14", line 1, in <module>
{}"""


@pytest.mark.parametrize(
    ("last_lines", "summary", "anchor"),
    [
        (
            "ImportError: cannot import name 'NowPaymentsConfig' from 'django_cfg' (/venv/django_cfg/__init__.py)",
            "ImportError: cannot import name 'NowPaymentsConfig' from 'django_cfg'",
            "exports",
        ),
        (
            "ImportError: cannot import name 'ConversionError' from 'django_cfg.modules.django_currency' "
            "(/venv/x/__init__.py). Did you mean: 'ConfigurationError'?",
            "ImportError: cannot import name 'ConversionError' from 'django_cfg.modules.django_currency'",
            "exports",
        ),
        (
            "ModuleNotFoundError: No module named 'django_cfg.apps.business'",
            "ModuleNotFoundError: No module named 'django_cfg.apps.business'",
            "removed-apps",
        ),
        (
            "pydantic_core._pydantic_core.ValidationError: 1 validation error for ShopConfig\n"
            "enable_support\n  Extra inputs are not permitted [type=extra_forbidden, input_value=True]",
            "ValidationError: enable_support Extra inputs are not permitted",
            "djangoconfig-fields",
        ),
        (
            "django.core.exceptions.FieldError: Cannot resolve keyword 'status' into field. Choices are: id",
            "FieldError: Cannot resolve keyword 'status' into field. Choices are: id",
            "model-fields",
        ),
        (
            "django.urls.exceptions.NoReverseMatch: Reverse for 'health' not found.",
            "NoReverseMatch: Reverse for 'health' not found.",
            "urls",
        ),
        ("ModuleNotFoundError: No module named 'requests_mock'", "ModuleNotFoundError: No module named 'requests_mock'", None),
        ("KeyError: 'ORDERS'", "KeyError: 'ORDERS'", None),
    ],
)
def test_a_failure_is_summarised_and_matched_to_the_guide(last_lines: str, summary: str, anchor: str | None) -> None:
    detail = TRACEBACK.format(last_lines)
    assert failure_summary(detail) == summary
    assert failure_anchor(detail) == anchor
    assert anchor is None or anchor in ANCHORS


def test_an_unknown_management_command_and_a_failing_cli_call() -> None:
    command = "`manage.py generate_client` failed: RuntimeError: exit status 1: Unknown command: 'generate_client'\nType 'manage.py help' for usage."
    assert failure_summary(command) == "`manage.py generate_client`: Unknown command: 'generate_client'"
    assert failure_anchor(command) == "management-commands"
    # As the runner reports it: the command, then the traceback of the RuntimeError it raised.
    traceback = (
        "`manage.py validate_openapi` failed: Traceback (most recent call last):\n"
        '  File "/work/tests/python/page_runner.py", line 380, in run_shell_now\n'
        "RuntimeError: exit status 1: Unknown command: 'validate_openapi'\nType 'manage.py help' for usage."
    )
    assert failure_summary(traceback) == "`manage.py validate_openapi`: Unknown command: 'validate_openapi'"
    assert failure_anchor(traceback) == "management-commands"
    cli = "`django-cfg info` failed: RuntimeError: exit status 2: Error: No such command 'info'."
    assert failure_anchor(cli) == "cli"


def test_a_page_result_counts_blocks_that_ran_and_names_the_first_failure() -> None:
    blocks = [{"line": 3, "lang": "python"}, {"line": 9, "lang": "python"}, {"line": 20, "lang": "shell"}, {"line": 30, "lang": "python"}]
    results = {
        3: {"line": 3, "status": "executed", "detail": ""},
        9: {"line": 9, "status": "failed", "detail": TRACEBACK.format("ModuleNotFoundError: No module named 'django_cfg.apps.integrations'")},
        20: {"line": 20, "status": "not run", "detail": "the page stopped at the block at line 9"},
        30: {"line": 30, "status": "not run", "detail": "the page stopped at the block at line 9"},
    }
    assert current_page("docs/a.mdx", blocks, results) == {
        "python": 3,
        "ran": 1,
        "shell": 1,
        "shell_ran": 0,
        "failure": "ModuleNotFoundError: No module named 'django_cfg.apps.integrations'",
        "anchor": "removed-apps",
    }


def test_the_block_that_timed_out_is_the_failure_not_the_ones_it_stopped() -> None:
    blocks = [{"line": 5, "lang": "python"}, {"line": 59, "lang": "python"}]
    results = {
        5: {"line": 5, "status": "failed", "detail": "did not run: the page stopped when the block at line 59 timed out"},
        59: {"line": 59, "status": "failed", "detail": "still running after 120 s (waiting on a network or a server?)"},
    }
    result = current_page("docs/a.mdx", blocks, results)
    assert result["failure"] == "still running after 120 s (waiting on a network or a server?)"
    assert result["anchor"] is None
