"""The print forms of notarial acts: PDFs rendered from HTML templates and signed PAdES with a timestamp. Other domains
use it only through `notary.printing.service`."""
