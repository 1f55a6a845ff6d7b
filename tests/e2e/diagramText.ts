// Diagram text size as drawn, shared by appearance-diagrams.spec.ts and appearance-layout.spec.ts.

/** One shown diagram: its file name and its smallest text size as drawn, in CSS px. */
export interface DiagramText {
  src: string;
  px: number;
}

/**
 * Runs in the page (pass it to page.evaluate; it is self-contained, its source is sent to the
 * browser). For each diagram image the page shows, lays its SVG out inline at the size the page
 * shows the image and returns the smallest text: font size times the scale of the text's
 * coordinate system. A diagram with no text reports Infinity.
 */
export function smallestDiagramText(): Promise<DiagramText[]> {
  return (async () => {
    const shown = [...document.querySelectorAll<HTMLImageElement>('.mermaid-diagram img')].filter(
      (img) => img.getClientRects().length > 0,
    );
    const holder = document.createElement('div');
    holder.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;pointer-events:none';
    document.body.append(holder);
    const found: DiagramText[] = [];
    for (const img of shown) {
      const text = await (await fetch(img.src)).text();
      const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      const rect = img.getBoundingClientRect();
      svg.setAttribute('width', String(rect.width));
      svg.setAttribute('height', String(rect.height));
      holder.replaceChildren(document.importNode(svg, true));
      const drawn = holder.firstElementChild as SVGSVGElement;
      let smallest = Infinity;
      const walker = document.createTreeWalker(drawn, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || parent.closest('style')) continue;
        const graphic = parent instanceof SVGGraphicsElement ? parent : parent.closest('foreignObject');
        const matrix = graphic instanceof SVGGraphicsElement ? graphic.getScreenCTM() : null;
        const scale = matrix ? Math.hypot(matrix.a, matrix.b) : 1;
        smallest = Math.min(smallest, parseFloat(getComputedStyle(parent).fontSize) * scale);
      }
      found.push({src: img.src.split('/').pop() ?? '', px: smallest});
    }
    holder.remove();
    return found;
  })();
}
