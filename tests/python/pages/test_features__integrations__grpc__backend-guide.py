"""Checks for docs/features/integrations/grpc/backend-guide.mdx (also relied on by grpc/index.mdx,
grpc/services.mdx and grpc/monitoring.mdx, which link here)."""

from __future__ import annotations

from claims import read_only, run_django

GRPC_CONFIG = '''
from django_cfg import DatabaseConfig, DjangoConfig, GRPCConfig


class C(DjangoConfig):
    project_name: str = "gRPC claims"
    secret_key: str = "x" * 60
    databases: dict[str, DatabaseConfig] = {"default": DatabaseConfig.from_url("sqlite:///db.sqlite3")}
    grpc: GRPCConfig = GRPCConfig(enabled=True)


config = C()
'''

# Drives the real ObservabilityInterceptor around one handler of each shape and counts the rows.
SHAPES = '''
import asyncio

import grpc
from django.core.management import call_command

call_command("migrate", run_syncdb=True, verbosity=0)

from django_cfg.apps.integrations.grpc.models import GRPCRequestLog
from django_cfg.apps.integrations.grpc.services.interceptors.observability import ObservabilityInterceptor


class Context:
    def peer(self): return "ipv4:127.0.0.1:40000"
    def invocation_metadata(self): return ()
    def code(self): return None
    def set_trailing_metadata(self, metadata): pass


async def unary(request, context): return request
async def server_streaming(request, context):
    yield request
async def client_streaming(requests, context):
    return [r async for r in requests]
async def bidirectional(requests, context):
    async for r in requests:
        yield r
async def requests():
    yield "ping"


async def main():
    interceptor = ObservabilityInterceptor()
    print("log_streaming", interceptor.log_streaming)
    handlers = {
        "unary": grpc.unary_unary_rpc_method_handler(unary),
        "server_streaming": grpc.unary_stream_rpc_method_handler(server_streaming),
        "client_streaming": grpc.stream_unary_rpc_method_handler(client_streaming),
        "bidirectional": grpc.stream_stream_rpc_method_handler(bidirectional),
    }
    for name, handler in handlers.items():
        wrapped = interceptor._wrap_handler(handler, f"/acme.S/{name}", "acme.S", name, "ipv4:127.0.0.1:40000", "test", name)
        if handler.unary_unary:
            await wrapped.unary_unary("ping", Context())
        elif handler.unary_stream:
            [m async for m in wrapped.unary_stream("ping", Context())]
        elif handler.stream_unary:
            await wrapped.stream_unary(requests(), Context())
        else:
            [m async for m in wrapped.stream_stream(requests(), Context())]
        print(name, await GRPCRequestLog.objects.filter(method_name=name).acount())

asyncio.run(main())
'''


def test_request_log_saves_no_row_for_any_call_shape() -> None:
    """Warning "No call reaches the request log at 1.5.108" (and monitoring.mdx "The interceptor
    saves no rows at 1.5.108", index.mdx "that row is never saved"): each shape ends with zero
    GRPCRequestLog rows, with log_to_db on (its default)."""
    out = run_django(SHAPES, GRPC_CONFIG)
    lines = dict(line.rsplit(" ", 1) for line in out.strip().split("\n"))
    assert lines["log_streaming"] == "False"
    for shape in ("unary", "server_streaming", "client_streaming", "bidirectional"):
        assert lines[shape] == "0", (shape, out)


def test_row_creation_fails_on_fields_the_model_lacks() -> None:
    """"the interceptor passes `peer`, `user_agent` and `request_data` to `GRPCRequestLog`, which has
    no such fields" (the cause of the empty table)."""
    out = run_django(
        '''
        from django_cfg.apps.integrations.grpc.models import GRPCRequestLog
        names = {f.name for f in GRPCRequestLog._meta.get_fields()}
        print(sorted({"peer", "user_agent", "request_data"} & names))
        try:
            GRPCRequestLog(request_id="r", service_name="s", method_name="m", full_method="/s/m",
                           peer="ipv4:1.2.3.4:5", user_agent="ua", request_data=None)
        except TypeError as error:
            print(error)
        ''',
        GRPC_CONFIG,
    )
    first, second = out.strip().split("\n")
    assert first == "[]"
    assert "unexpected keyword arguments" in second and "'peer'" in second
    read_only("apps/integrations/grpc/services/interceptors/observability.py", 852, "peer=peer,")
    read_only("apps/integrations/grpc/services/interceptors/observability.py", 859, 'logger.error(f"Failed to create log entry: {e}"')


def test_only_bidirectional_streams_are_skipped_by_design() -> None:
    """"By design ... writes a row for unary, server-streaming and client-streaming calls, and skips
    bidirectional streams (its `log_streaming` switch is hard-coded to `False`)" (audit row
    grpc/backend-guide.mdx:173-175)."""
    path = "apps/integrations/grpc/services/interceptors/observability.py"
    read_only(path, 196, "self.log_streaming = False")
    read_only(path, 366, "and self.log_streaming")            # stream-stream wrapper
    read_only(path, 634, "if self.enable_request_logger:")   # unary-stream wrapper
    read_only(path, 726, "if self.enable_request_logger:")   # stream-unary wrapper


def test_compile_proto_fails_on_a_file_and_works_on_a_folder() -> None:
    """Warning "`compile_proto` fails on a single file at 1.5.108" (and services.mdx "Pass the folder,
    not the file"): the file form raises CommandError, the folder form writes both modules with a
    relative import."""
    out = run_django(
        '''
        import os
        from pathlib import Path
        from django.core.management import call_command
        from django.core.management.base import CommandError

        os.makedirs("inventory/grpc")
        Path("inventory/grpc/inventory.proto").write_text(
            'syntax = "proto3";\\npackage acme.inventory;\\n'
            'service InventoryService { rpc GetStock (StockRequest) returns (StockLevel); }\\n'
            'message StockRequest { string sku = 1; }\\nmessage StockLevel { int32 quantity = 1; }\\n'
        )
        try:
            call_command("compile_proto", "inventory/grpc/inventory.proto")
            print("file form: compiled")
        except CommandError as error:
            print("file form:", error)
        call_command("compile_proto", "inventory/grpc")
        print(sorted(os.listdir("inventory/grpc")))
        print("from . import inventory_pb2" in Path("inventory/grpc/inventory_pb2_grpc.py").read_text())
        ''',
        GRPC_CONFIG,
    )
    lines = [line for line in out.strip().split("\n") if line.strip() and not line.startswith("🎉")]
    assert "file form: Failed to compile inventory/grpc/inventory.proto" in lines
    assert "['inventory.proto', 'inventory_pb2.py', 'inventory_pb2_grpc.py']" in lines
    assert lines[-1] == "True"
