import { getDocument, GlobalWorkerOptions, type PDFPageProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * The signed PDF drawn page by page as images, for the kiosk printer (the shell prints a region of the page, never
 * a file). pdf.js is heavy: this module is only ever loaded by a dynamic import, at the first print.
 */

// The worker is a file of this build: a kiosk fetches nothing from elsewhere at run time.
GlobalWorkerOptions.workerSrc = workerUrl;

/** Sharp enough for the text and the QR code on an A4 sheet, light enough for a kiosk's memory. */
const PRINT_DPI = 150;
const PDF_POINTS_PER_INCH = 72;

async function pageImage(page: PDFPageProxy): Promise<string> {
  const viewport = page.getViewport({ scale: PRINT_DPI / PDF_POINTS_PER_INCH });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  await page.render({ canvas, viewport }).promise;
  return canvas.toDataURL('image/png');
}

/** Every page of the PDF, in order, as a PNG data URL. */
export async function pdfPageImages(pdf: Blob): Promise<string[]> {
  const loading = getDocument({ data: new Uint8Array(await pdf.arrayBuffer()), isEvalSupported: false });
  const pdfDocument = await loading.promise;
  try {
    const images: string[] = [];
    for (let number = 1; number <= pdfDocument.numPages; number += 1) {
      images.push(await pageImage(await pdfDocument.getPage(number)));
    }
    return images;
  } finally {
    await pdfDocument.destroy();
  }
}

/** Resolves once every image in the element is decoded: printed earlier, a page would come out blank. */
export async function imagesDecoded(element: HTMLElement): Promise<void> {
  await Promise.all([...element.querySelectorAll('img')].map((image) => image.decode()));
}
