import {describe, expect, it} from 'vitest';
import {pinInstallCommands, pinRequirements, unpinnedInstallCommands} from '../pin';
import remarkPinInstall from '../remark';
import type {MdastNode} from '../../shared/mdast';

const pin = (text: string) => pinInstallCommands(text, '1.5.108');

describe('pinInstallCommands', () => {
  it('pins pip, uv and poetry commands, keeping extras and quotes', () => {
    expect(pin("pip install 'django-cfg[grpc]'")).toBe("pip install 'django-cfg[grpc]==1.5.108'");
    expect(pin('pip install "django-cfg[full,ai]"')).toBe('pip install "django-cfg[full,ai]==1.5.108"');
    expect(pin('pip install django-cfg')).toBe('pip install django-cfg==1.5.108');
    expect(pin('pip install django-cfg[rq]')).toBe('pip install django-cfg[rq]==1.5.108');
    expect(pin("uv add 'django-cfg[full]'")).toBe("uv add 'django-cfg[full]==1.5.108'");
    expect(pin('uv pip install django-cfg')).toBe('uv pip install django-cfg==1.5.108');
    expect(pin("poetry add 'django-cfg[full]'")).toBe("poetry add 'django-cfg[full]==1.5.108'");
    expect(pin('python3.12 -m pip install -U django-cfg')).toBe('python3.12 -m pip install -U django-cfg==1.5.108');
  });

  it('pins django-cfg among several packages and leaves the others alone', () => {
    expect(pin("pip install uvicorn 'django-cfg[full]' gunicorn")).toBe(
      "pip install uvicorn 'django-cfg[full]==1.5.108' gunicorn",
    );
    expect(pin('pip install django-cfg-extras django-cfg')).toBe('pip install django-cfg-extras django-cfg==1.5.108');
  });

  it('stops at comments and at the next command', () => {
    expect(pin("pip install 'django-cfg[full]'   # add [ai] for django-cfg agents")).toBe(
      "pip install 'django-cfg[full]==1.5.108'   # add [ai] for django-cfg agents",
    );
    expect(pin('pip install django-cfg && django-cfg --help')).toBe(
      'pip install django-cfg==1.5.108 && django-cfg --help',
    );
  });

  it('leaves explicit versions, other lines and prose alone', () => {
    for (const text of [
      "pip install 'django-cfg[full]==1.5.108'",
      'pip install "django-cfg>=1.5"',
      'poetry add django-cfg@latest',
      'django-cfg create-project my_app',
      'The django-cfg package installs with pip.',
    ]) {
      expect(pin(text)).toBe(text);
    }
  });

  it('works on every line of a block', () => {
    expect(pin('python3 -m venv .venv\npip install django-cfg\n')).toBe(
      'python3 -m venv .venv\npip install django-cfg==1.5.108\n',
    );
  });
});

describe('pinRequirements', () => {
  it('pins django-cfg requirement lines', () => {
    expect(pinRequirements('django-cfg[full]\nuvicorn>=0.34\ndjango-cfg  # core', '1.5.108')).toBe(
      'django-cfg[full]==1.5.108\nuvicorn>=0.34\ndjango-cfg==1.5.108  # core',
    );
  });
});

describe('unpinnedInstallCommands', () => {
  it('lists the lines that install an unpinned django-cfg', () => {
    expect(unpinnedInstallCommands("a\npip install 'django-cfg[full]'\nuv add 'django-cfg[full]==1.5.108'")).toEqual([
      "pip install 'django-cfg[full]'",
    ]);
  });
});

describe('remarkPinInstall', () => {
  it('rewrites code blocks, inline code, requirements files and JSX attributes', () => {
    const tree: MdastNode = {
      type: 'root',
      children: [
        {type: 'code', lang: 'bash', meta: null, value: "pip install 'django-cfg[grpc]'"},
        {type: 'code', lang: 'text', meta: 'title="requirements.txt"', value: 'django-cfg[full]'},
        {type: 'paragraph', children: [{type: 'inlineCode', value: 'uv add django-cfg'}]},
        {
          type: 'mdxJsxFlowElement',
          name: 'CopyCommand',
          attributes: [{type: 'mdxJsxAttribute', name: 'command', value: "pip install 'django-cfg[full]'"}],
          children: [],
        },
      ],
    };
    remarkPinInstall({version: '1.5.108'})(tree);
    expect(tree.children?.map((n) => n.value ?? n.children?.[0]?.value)).toEqual([
      "pip install 'django-cfg[grpc]==1.5.108'",
      'django-cfg[full]==1.5.108',
      'uv add django-cfg==1.5.108',
      undefined,
    ]);
    expect((tree.children?.[3]?.attributes as {value: string}[])[0]?.value).toBe(
      "pip install 'django-cfg[full]==1.5.108'",
    );
  });
});
