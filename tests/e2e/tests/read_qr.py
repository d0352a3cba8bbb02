"""The text of the QR codes on every page of a PDF, one line each: the Chromium suite reads the print form's QR with
a QR reader (OpenCV's) from the rendered pages, as a phone would from the paper."""

import sys

import cv2
import numpy as np
import pypdfium2

SCALE = 3  # about 216 dpi: the QR's modules come out several pixels wide


def main(path: str) -> None:
    detector = cv2.QRCodeDetector()
    for page in pypdfium2.PdfDocument(path):
        image = np.array(page.render(scale=SCALE).to_pil().convert("L"))
        text, _points, _code = detector.detectAndDecode(image)
        if text:
            print(text)


if __name__ == "__main__":
    main(sys.argv[1])
