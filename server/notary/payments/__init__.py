"""Invoices of the acts and their payment through a gateway speaking Payme's merchant protocol."""
