// Remark plugin: pins django-cfg in the install commands of code blocks, inline code and JSX
// string attributes (such as <CopyCommand command="…"/>), and in requirements-file blocks. Writers
// keep writing `pip install 'django-cfg[grpc]'`; the built page shows the documented release.
import {visit} from 'unist-util-visit';
import type {MdastNode} from '../shared/mdast';
import {pinInstallCommands, pinRequirements} from './pin';

export interface PinInstallOptions {
  /** The release every install command installs, e.g. 1.5.108. */
  readonly version: string;
}

/** A fence that holds a requirements file: ```text title="requirements.txt" and the like. */
function isRequirementsBlock(node: MdastNode): boolean {
  const lang = typeof node.lang === 'string' ? node.lang : '';
  const meta = typeof node.meta === 'string' ? node.meta : '';
  return /^(requirements|pip-requirements)$/i.test(lang) || /requirements[\w.-]*\.(txt|in)/i.test(meta);
}

export default function remarkPinInstall({version}: PinInstallOptions) {
  const pin = (node: MdastNode): void => {
    if (node.type === 'code' && typeof node.value === 'string') {
      node.value = isRequirementsBlock(node)
        ? pinRequirements(node.value, version)
        : pinInstallCommands(node.value, version);
    } else if (node.type === 'inlineCode' && typeof node.value === 'string') {
      node.value = pinInstallCommands(node.value, version);
    } else if (Array.isArray(node.attributes)) {
      for (const attribute of node.attributes as {value?: unknown}[]) {
        if (typeof attribute.value === 'string') attribute.value = pinInstallCommands(attribute.value, version);
      }
    }
  };
  return (tree: MdastNode): void => {
    visit(tree, pin);
  };
}
