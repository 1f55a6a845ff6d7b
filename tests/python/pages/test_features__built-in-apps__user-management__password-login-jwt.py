"""Checks for docs/features/built-in-apps/user-management/password-login-jwt.mdx."""

from __future__ import annotations

import json
from datetime import timedelta

from claims import run_django, settings_of

from django_cfg import DatabaseConfig, DjangoConfig, JWTConfig

BASE = dict(
    project_name="JWT",
    secret_key="docs-example-secret-key-that-is-long-enough-for-validation",
    databases={"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")},
)


class WithJWT(DjangoConfig):
    jwt: JWTConfig = JWTConfig()


def test_simple_jwt_table_defaults() -> None:
    """Table "How `JWTConfig` becomes `SIMPLE_JWT`": 8,760-hour access, 365-day refresh, rotation and
    blacklist on, UPDATE_LAST_LOGIN, HS256, SIGNING_KEY = secret_key, VERIFYING_KEY None, claims and
    header names."""
    jwt = settings_of(WithJWT(**BASE))["SIMPLE_JWT"]
    assert jwt["ACCESS_TOKEN_LIFETIME"] == timedelta(hours=8760)
    assert jwt["REFRESH_TOKEN_LIFETIME"] == timedelta(days=365)
    assert jwt["ROTATE_REFRESH_TOKENS"] is True and jwt["BLACKLIST_AFTER_ROTATION"] is True
    assert jwt["UPDATE_LAST_LOGIN"] is True
    assert jwt["ALGORITHM"] == "HS256"
    assert jwt["SIGNING_KEY"] == BASE["secret_key"] and jwt["VERIFYING_KEY"] is None
    assert (jwt["USER_ID_FIELD"], jwt["USER_ID_CLAIM"]) == ("id", "user_id")
    assert (jwt["TOKEN_TYPE_CLAIM"], jwt["JTI_CLAIM"]) == ("token_type", "jti")
    assert tuple(jwt["AUTH_HEADER_TYPES"]) == ("Bearer",) and jwt["AUTH_HEADER_NAME"] == "HTTP_AUTHORIZATION"


def test_rs256_still_signs_with_the_secret_key() -> None:
    """Warning "RS256 and ES256 are accepted but don't work": the algorithm validates, yet SIGNING_KEY
    stays the secret key and VERIFYING_KEY None."""
    jwt = settings_of(WithJWT(**BASE, jwt=JWTConfig(algorithm="RS256")))["SIMPLE_JWT"]
    assert jwt["ALGORITHM"] == "RS256"
    assert jwt["SIGNING_KEY"] == BASE["secret_key"] and jwt["VERIFYING_KEY"] is None


def test_no_jwt_field_no_simple_jwt_and_backends() -> None:
    """"Without a `jwt` field no `SIMPLE_JWT` is generated"; the simplejwt apps are always installed;
    `AUTHENTICATION_BACKENDS` is axes first, then ModelBackend; the example's lifetimes apply."""
    plain = settings_of(DjangoConfig(**BASE))
    assert "SIMPLE_JWT" not in plain
    assert {"rest_framework_simplejwt", "rest_framework_simplejwt.token_blacklist"} <= set(plain["INSTALLED_APPS"])
    assert plain["AUTHENTICATION_BACKENDS"][:2] == [
        "axes.backends.AxesStandaloneBackend",
        "django.contrib.auth.backends.ModelBackend",
    ]
    custom = settings_of(WithJWT(**BASE, jwt=JWTConfig(access_token_lifetime_hours=1, refresh_token_lifetime_days=14)))
    assert custom["SIMPLE_JWT"]["ACCESS_TOKEN_LIFETIME"] == timedelta(hours=1)
    assert custom["SIMPLE_JWT"]["REFRESH_TOKEN_LIFETIME"] == timedelta(days=14)


def test_login_by_email_and_otp_users_have_no_password() -> None:
    """Info "The field is `email`, not `username`" and "Users created by OTP have no password ...
    fails ... with `401 No active account found with the given credentials`"."""
    out = run_django(
        """
        import json, pathlib
        from django.core.management import call_command
        call_command("migrate", verbosity=0)
        from django.urls import clear_url_caches
        from rest_framework.test import APIClient
        from rest_framework_simplejwt.views import TokenObtainPairView
        from django.contrib.auth import get_user_model
        User = get_user_model()
        User.objects.create_user("ada@example.com", password="correct horse battery staple")
        otp_user, _ = User.objects.register_user("bo@example.com")
        view = TokenObtainPairView.as_view()
        from rest_framework.test import APIRequestFactory
        rf = APIRequestFactory()
        def post(body):
            response = view(rf.post("/login/", body, format="json"))
            return response.status_code, response.data
        ok = post({"email": "ada@example.com", "password": "correct horse battery staple"})
        otp = post({"email": "bo@example.com", "password": "anything-at-all"})
        print(json.dumps({
            "username_field": User.USERNAME_FIELD,
            "ok": [ok[0], sorted(ok[1])],
            "otp_password": otp_user.password,
            "otp": [otp[0], str(otp[1].get("detail"))],
        }))
        """,
        config="""
        from django_cfg import DatabaseConfig, DjangoConfig
        class C(DjangoConfig):
            project_name: str = "JWT"
            secret_key: str = "docs-example-secret-key-that-is-long-enough-for-validation"
            debug: bool = True
            root_urlconf: str = "api.urls"
            enable_accounts: bool = True
            databases: dict = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
        config = C()
        """,
    )
    data = json.loads(out.strip().splitlines()[-1])
    assert data["username_field"] == "email"
    assert data["ok"] == [200, ["access", "refresh"]]
    assert data["otp_password"] == ""  # "sets no password": the hash field is empty
    assert data["otp"] == [401, "No active account found with the given credentials"]
