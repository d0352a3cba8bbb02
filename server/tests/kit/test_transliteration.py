"""Uzbek Latin to Cyrillic, by the correspondence table of the alphabet."""

import pytest
import yaml

from notary.kit.transliteration import latin_to_cyrillic
from tests.conftest import REPO_ROOT


class TestLatinToCyrillic:
    @pytest.mark.parametrize(
        ("latin", "cyrillic"),
        [
            ("O'zbekiston", "Ўзбекистон"),
            ("g'alaba", "ғалаба"),
            ("shahar choyxona", "шаҳар чойхона"),
            ("yoki yuz yarim yetti", "ёки юз ярим етти"),
            ("eshik va poezd", "эшик ва поезд"),
            ("ma'lumot", "маълумот"),
            ("Yo'ldosh yo'q", "Йўлдош йўқ"),
            ("Is'hoq", "Исҳоқ"),
            ("Toʻxtayev va G‘ani", "Тўхтаев ва Ғани"),
            ("SH va CH", "Ш ва Ч"),
            ("15-uy, 2025-yil", "15-уй, 2025-йил"),
        ],
    )
    def test_letters(self, latin, cyrillic):
        assert latin_to_cyrillic(latin) == cyrillic

    @pytest.mark.parametrize(
        ("latin", "cyrillic"),
        [
            ("Toshkent", "Тошкент"),
            ("Farg‘ona", "Фарғона"),
            ("Qo‘qon", "Қўқон"),
            ("Yunusobod", "Юнусобод"),
            ("Shayxontohur", "Шайхонтоҳур"),
            ("Mirzo Ulug‘bek", "Мирзо Улуғбек"),
            ("Chilonzor", "Чилонзор"),
            ("Amir Temur ko‘chasi, 12-uy", "Амир Темур кўчаси, 12-уй"),
            ("Toshkent sh., Yunusobod t., 4-mavze, 12-uy", "Тошкент ш., Юнусобод т., 4-мавзе, 12-уй"),
            ("Yangiyo‘l, Yangiyer, Qiyomat", "Янгийўл, Янгиер, Қиёмат"),
            ("Payariq tumani, Payariqlik", "Пайариқ тумани, Пайариқлик"),
            ("TOSHKENT SHAHRI", "ТОШКЕНТ ШАҲРИ"),
            ("Tuproqqal’a", "Тупроққалъа"),
            ("ketsa", "кетса"),
        ],
    )
    def test_places_and_addresses(self, latin, cyrillic):
        assert latin_to_cyrillic(latin) == cyrillic

    def test_every_name_of_the_territorial_classifier(self):
        """The classifier's own Cyrillic of each region and district, so addresses built of them read right."""
        regions = yaml.safe_load((REPO_ROOT / "server/notary/dictionaries/data/regions.yaml").read_text("utf-8"))
        names = [unit["name"] for region in regions for unit in [region, *region.get("districts", [])]]
        assert len(names) > 200
        assert [(name["oz"], latin_to_cyrillic(name["oz"])) for name in names] == [
            (name["oz"], name["uz"]) for name in names
        ]
