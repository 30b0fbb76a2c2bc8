"""Write the frozen-watchmaking KGQA set: watch brands and their groups and founders, watch models
with their movements, cases and complications, movement makers, watchmakers and their masters
and schools, designers, authorised dealers, collectors and their clubs, auctions and auction
houses, towns, countries. A typed set (entities.tsv has a types column).

Run: python benchmarks/kgqa/frozen-watchmaking/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6302
Fact = tuple[str, str, str]
F, B = "->", "<-"  # walk a triple head to tail, or tail to head

TOWNS = {
    "Switzerland": [
        "Le Brassus",
        "Le Locle",
        "La Chaux-de-Fonds",
        "Biel",
        "Geneva",
        "Schaffhausen",
        "Grenchen",
        "Neuchâtel",
    ],
    "Germany": ["Glashütte", "Pforzheim", "Munich"],
    "Japan": ["Tokyo", "Shiojiri", "Morioka"],
    "France": ["Besançon", "Paris", "Morteau"],
    "England": ["London", "Birmingham", "Manchester"],
    "Italy": ["Milan", "Florence"],
    "United States": ["New York", "Lancaster"],
}
GROUPS = {
    "Helvetia Horology Group": "Biel",
    "Maison Duret Holding": "Paris",
    "Kanto Precision Group": "Tokyo",
    "Albion Time Ltd": "London",
    "Valmont Luxury Group": "Geneva",
}
# brand: (HQ town, owning group or None, founder or None)
BRANDS = {
    "Auberon": ("Le Brassus", "Valmont Luxury Group", "Jules Auberon"),
    "Castellane": ("Geneva", "Valmont Luxury Group", "Henri Castellane"),
    "Dufresne & Fils": ("Le Locle", "Maison Duret Holding", "Amédée Dufresne"),
    "Vallorbe Frères": ("La Chaux-de-Fonds", "Helvetia Horology Group", "Louis Vallorbe"),
    "Maison Maréchal": ("Besançon", "Maison Duret Holding", "Camille Maréchal"),
    "Kessler": ("Glashütte", None, "Friedrich Kessler"),
    "Hartwig Uhren": ("Pforzheim", "Helvetia Horology Group", "Otto Hartwig"),
    "Oshiro": ("Shiojiri", "Kanto Precision Group", "Kenzo Oshiro"),
    "Kiriyama": ("Morioka", "Kanto Precision Group", None),
    "Beaumarchais": ("Paris", "Maison Duret Holding", None),
    "Halden & Pike": ("London", "Albion Time Ltd", "Edwin Halden"),
    "Ravensworth": ("Birmingham", "Albion Time Ltd", None),
    "Corvin": ("Schaffhausen", None, "Anton Corvin"),
    "Sabella": ("Milan", None, "Giulia Sabella"),
    "Torrino": ("Florence", "Valmont Luxury Group", None),
    "Mirelle": ("Neuchâtel", "Helvetia Horology Group", None),
    "Noctua": ("Grenchen", "Helvetia Horology Group", None),
    "Stellamare": ("Milan", None, None),
    "Brightwell": ("Manchester", None, "Samuel Brightwell"),
    "Ardent Watch Co.": ("Lancaster", None, "Elias Ardent"),
}
LINES = [
    "Nocturne",
    "Regatta",
    "Meridian",
    "Aviator",
    "Heritage 1888",
    "Abyss Diver",
    "Lune",
    "Chronomètre",
    "Classique",
    "Tempest",
    "Sentinel",
    "Equinox",
    "Gallery",
    "Voyager",
    "Petite Seconde",
    "Orbis",
]
MAKERS = {  # movement maker: town
    "Jura Mouvements": "Grenchen",
    "Fleurier Manufacture": "Neuchâtel",
    "Brassus Complications SA": "Le Brassus",
    "Sachsen Uhrwerke": "Glashütte",
    "Kanto Movement Works": "Shiojiri",
    "Albion Movements": "Birmingham",
}
WINDING = ["Automatic", "Hand-wound", "Quartz"]
CASES = ["Stainless Steel", "Rose Gold", "Titanium", "Bronze", "Platinum", "Ceramic"]
COMPLICATIONS = [
    "Chronograph",
    "Moonphase",
    "GMT",
    "Perpetual Calendar",
    "Tourbillon",
    "Minute Repeater",
    "Annual Calendar",
    "Power Reserve Indicator",
]
SCHOOLS = {
    "Vallée de Joux Watchmaking School": "Le Brassus",
    "Glashütte School of Horology": "Glashütte",
    "Besançon Lycée Horloger": "Besançon",
    "British School of Watchmaking": "Manchester",
    "Tokyo Horological Institute": "Tokyo",
}
DEALERS = {  # authorised dealer: town
    "Harrington & Cole Jewellers": "Birmingham",
    "Maison Bertin Joaillier": "Paris",
    "Kaufhaus Richter Uhren": "Munich",
    "Ginza Tokeiten": "Tokyo",
    "Rossi Gioielli": "Florence",
    "Wempe & Lang": "Pforzheim",
    "The Time Vault": "Manchester",
    "Fifth Avenue Timepieces": "New York",
    "Place Vendôme Horlogerie": "Paris",
    "Old Bond Street Watches": "London",
    "Genève Heures Rares": "Geneva",
    "Deansgate Jewellers": "Manchester",
    "Bahnhofstrasse Chronos": "Schaffhausen",
    "Via Montenapoleone Orologi": "Milan",
    "Lancaster Clock & Watch": "Lancaster",
}
CLUBS = {
    "Geneva Watch Circle": "Geneva",
    "London Horology Society": "London",
    "Milan Orologi Club": "Milan",
    "Tokyo Tokei Kai": "Tokyo",
    "Saxon Timekeepers' Guild": "Munich",
}
HOUSES = {
    "Harcourt's": "London",
    "Bellweather & Finch": "New York",
    "Lumière Enchères": "Geneva",
    "Kaito Auctions": "Tokyo",
}
FIRST = [
    "Anouk",
    "Bastien",
    "Céline",
    "Dieter",
    "Elodie",
    "Fabian",
    "Greta",
    "Hiro",
    "Ines",
    "Jonas",
    "Keiko",
    "Lukas",
    "Margaux",
    "Niklas",
    "Odile",
    "Pascal",
    "Rosalind",
    "Sven",
    "Thibault",
    "Ulrike",
    "Vincent",
    "Wilhelmina",
    "Yuki",
    "Clara",
    "Arthur",
    "Beatrix",
    "Emil",
    "Harriet",
    "Isamu",
    "Leonie",
    "Matteo",
    "Nora",
    "Philippe",
    "Simone",
    "Tobias",
]
LAST = [
    "Aubert",
    "Brunner",
    "Chappuis",
    "Dietrich",
    "Favre",
    "Gerber",
    "Huguenin",
    "Imhof",
    "Jaquet",
    "Kobayashi",
    "Lambert",
    "Moser",
    "Nakagawa",
    "Perret",
    "Reymond",
    "Schaller",
    "Tissot-Roy",
    "Vogel",
    "Whitlock",
    "Zollinger",
    "Rinaldi",
    "Ashcombe",
    "Fujimoto",
    "Leclerc",
]


class _Graph:
    def __init__(self) -> None:
        self.facts: list[Fact] = []
        self.types: dict[str, str] = {}

    def add(self, head: str, head_type: str, rel: str, tail: str, tail_type: str) -> None:
        for name, kind in ((head, head_type), (tail, tail_type)):
            if self.types.setdefault(name, kind) != kind:
                raise ValueError(f"{name} is a {self.types[name]} and a {kind}")
        self.facts.append((head, rel, tail))


def _places(g: _Graph) -> list[str]:
    for country, towns in TOWNS.items():
        for t in towns:
            g.add(t, "town", "country", country, "country")
    for grp, town in GROUPS.items():
        g.add(grp, "group", "HQ", town, "town")
    for brand, (town, grp, founder) in BRANDS.items():
        g.add(brand, "brand", "HQ", town, "town")
        if grp:
            g.add(brand, "brand", "owned by", grp, "group")
        if founder:
            g.add(brand, "brand", "founder", founder, "founder")
    for maker, town in MAKERS.items():
        g.add(maker, "movement maker", "based in", town, "town")
    for school, town in SCHOOLS.items():
        g.add(school, "school", "in town", town, "town")
    for club, town in CLUBS.items():
        g.add(club, "club", "meets in", town, "town")
    for house, town in HOUSES.items():
        g.add(house, "auction house", "HQ", town, "town")
    return [t for ts in TOWNS.values() for t in ts]


def _watches(rng: random.Random, g: _Graph, designers: list[str]) -> list[str]:
    calibres: list[str] = []
    for maker in sorted(MAKERS):
        for _ in range(4):
            cal = f"Calibre {rng.randrange(100, 999)}{rng.choice('ABCDEFGH')}"
            if cal in calibres:
                continue
            calibres.append(cal)
            g.add(cal, "calibre", "ebauche", maker, "movement maker")
            wind = (
                "Quartz"
                if maker == "Kanto Movement Works" and rng.random() < 0.5
                else (rng.choice(WINDING[:2]))
            )
            g.add(cal, "calibre", "winding", wind, "winding")
    models: list[str] = []
    brands = sorted(BRANDS)
    for brand in brands:
        for line in rng.sample(LINES, 2 if brand in brands[:10] else 3):
            model = f"{brand} {line}"
            models.append(model)
            g.add(model, "watch", "brand", brand, "brand")
            g.add(model, "watch", "cal.", rng.choice(calibres), "calibre")
            g.add(model, "watch", "case", rng.choice(CASES), "case material")
            for c in rng.sample(COMPLICATIONS, rng.choice([0, 1, 1, 2])):
                g.add(model, "watch", "compl.", c, "complication")
            if rng.random() < 0.5:
                g.add(model, "watch", "designer", rng.choice(designers), "designer")
    return models


def _people(
    rng: random.Random, g: _Graph, towns: list[str], watchmakers: list[str], designers: list[str]
) -> None:
    brands = sorted(BRANDS)
    for i, w in enumerate(watchmakers):
        g.add(w, "watchmaker", "bench", rng.choice(brands), "brand")
        g.add(w, "watchmaker", "school", rng.choice(sorted(SCHOOLS)), "school")
        g.add(w, "watchmaker", "lives in", rng.choice(towns), "town")
        g.add(w, "watchmaker", "skill", rng.choice(COMPLICATIONS), "complication")
        if i >= 5:
            g.add(
                w, "watchmaker", "master", watchmakers[rng.randrange(0, min(i, 14))], "watchmaker"
            )
    for d in designers:
        g.add(d, "designer", "lives in", rng.choice(towns), "town")
    for dealer, town in DEALERS.items():
        g.add(dealer, "dealer", "in town", town, "town")
        for brand in rng.sample(brands, rng.choice([2, 3, 3])):
            g.add(dealer, "dealer", "AD for", brand, "brand")


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    g = _Graph()
    towns = _places(g)
    taken = {f for _, _, f in BRANDS.values() if f}
    designers = full_names(rng, FIRST, LAST, 8, taken)
    watchmakers = full_names(rng, FIRST, LAST, 34, taken)
    models = _watches(rng, g, designers)
    _people(rng, g, towns, watchmakers, designers)
    collectors = full_names(rng, FIRST, LAST, 40, taken)
    for c in collectors:
        g.add(c, "collector", "lives in", rng.choice(towns), "town")
        for m in rng.sample(models, rng.choice([1, 2, 2, 3, 3, 4])):
            g.add(c, "collector", "owns", m, "watch")
        g.add(c, "collector", "buys from", rng.choice(sorted(DEALERS)), "dealer")
        if rng.random() < 0.6:
            g.add(c, "collector", "member of", rng.choice(sorted(CLUBS)), "club")
    for club in sorted(CLUBS):
        members = [h for h, r, t in g.facts if r == "member of" and t == club]
        g.add(club, "club", "president", rng.choice(members or collectors), "collector")
    seasons = ["Spring", "Autumn"]
    for i in range(10):
        house = sorted(HOUSES)[i % 4]
        town = rng.choice(sorted(set(HOUSES.values()) | {"Milan", "Munich"}))
        sale = f"{house} {town} {seasons[i % 2]} Sale {2023 + i // 4}"
        g.add(sale, "auction", "auctioneer", house, "auction house")
        g.add(sale, "auction", "venue", town, "town")
        lots = rng.sample(models, 4)
        g.add(sale, "auction", "top lot", lots[0], "watch")
        for m in lots[1:]:
            g.add(sale, "auction", "lot", m, "watch")
        g.add(sale, "auction", "hammer to", rng.choice(collectors), "collector")
    triples, names = name_facts(g.facts, rng, range(10000), lambda n: f"hz-{n:04d}")
    return triples, {eid: f"{name}\t{g.types[name]}" for eid, name in names.items()}


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names, header="id\tname\ttypes")


SPECS: list[tuple] = [
    # one hop
    (
        "wm1-01",
        "which firm supplies the calibre 237F movement",
        ["Calibre 237F"],
        [("ebauche", F)],
        ["Fleurier Manufacture"],
    ),
    (
        "wm1-02",
        "what movement is inside the Kessler Nocturne?",
        ["Kessler Nocturne"],
        [("cal.", F)],
        ["Calibre 885B"],
    ),
    (
        "wm1-03",
        "What complications does the Castellane Regatta have?",
        ["Castellane Regatta"],
        [("compl.", F)],
        ["Chronograph", "Perpetual Calendar"],
    ),
    (
        "wm1-04",
        "who is noctua's parent company",
        ["Noctua"],
        [("owned by", F)],
        ["Helvetia Horology Group"],
    ),
    ("wm1-05", "Where is Auberon headquartered?", ["Auberon"], [("HQ", F)], ["Le Brassus"]),
    ("wm1-06", "who started Corvin", ["Corvin"], [("founder", F)], ["Anton Corvin"]),
    (
        "wm1-07",
        "what metal is the Sabella Tempest's case",
        ["Sabella Tempest"],
        [("case", F)],
        ["Platinum"],
    ),
    (
        "wm1-08",
        "who designed the Auberon Lune",
        ["Auberon Lune"],
        [("designer", F)],
        ["Philippe Schaller"],
    ),
    (
        "wm1-09",
        "is calibre 885B an automatic or do you wind it by hand",
        ["Calibre 885B"],
        [("winding", F)],
        ["Hand-wound"],
    ),
    (
        "wm1-10",
        "Which brand does Simone Huguenin work for as a watchmaker?",
        ["Simone Huguenin"],
        [("bench", F)],
        ["Kessler"],
    ),
    (
        "wm1-11",
        "who did Harriet Favre serve her apprenticeship under",
        ["Harriet Favre"],
        [("master", F)],
        ["Greta Perret"],
    ),
    (
        "wm1-12",
        "where did pascal dietrich learn watchmaking",
        ["Pascal Dietrich"],
        [("school", F)],
        ["British School of Watchmaking"],
    ),
    (
        "wm1-13",
        "What does Ines Moser specialise in?",
        ["Ines Moser"],
        [("skill", F)],
        ["Minute Repeater"],
    ),
    (
        "wm1-14",
        "which brands is Wempe & Lang an authorized dealer for",
        ["Wempe & Lang"],
        [("AD for", F)],
        ["Maison Maréchal", "Oshiro"],
    ),
    (
        "wm1-15",
        "list the watches in Emil Rinaldi's collection",
        ["Emil Rinaldi"],
        [("owns", F)],
        [
            "Dufresne & Fils Chronomètre",
            "Halden & Pike Meridian",
            "Mirelle Petite Seconde",
            "Oshiro Chronomètre",
        ],
    ),
    (
        "wm1-16",
        "who was the winning bidder at Harcourt's Munich Autumn Sale 2024",
        ["Harcourt's Munich Autumn Sale 2024"],
        [("hammer to", F)],
        ["Niklas Brunner"],
    ),
    (
        "wm1-17",
        "what was the star lot of the Kaito Auctions Geneva Spring Sale 2023",
        ["Kaito Auctions Geneva Spring Sale 2023"],
        [("top lot", F)],
        ["Ravensworth Orbis"],
    ),
    (
        "wm1-18",
        "who heads the Tokyo Tokei Kai",
        ["Tokyo Tokei Kai"],
        [("president", F)],
        ["Emil Rinaldi"],
    ),
    (
        "wm1-19",
        "Show me every watch Philippe Schaller has designed.",
        ["Philippe Schaller"],
        [("designer", B)],
        ["Auberon Lune", "Brightwell Nocturne", "Noctua Lune", "Torrino Aviator"],
    ),
    (
        "wm1-20",
        "which collectors belong to the Milan Orologi Club",
        ["Milan Orologi Club"],
        [("member of", B)],
        [
            "Arthur Whitlock",
            "Beatrix Aubert",
            "Nora Moser",
            "Thibault Reymond",
            "Tobias Brunner",
            "Vincent Rinaldi",
        ],
    ),
    # two hops
    (
        "wm2-01",
        "what country is Kessler from",
        ["Kessler"],
        [("HQ", F), ("country", F)],
        ["Germany"],
    ),
    (
        "wm2-02",
        "who makes the movement in the Torrino Equinox",
        ["Torrino Equinox"],
        [("cal.", F), ("ebauche", F)],
        ["Brassus Complications SA"],
    ),
    (
        "wm2-03",
        "is the oshiro meridian self-winding or manual?",
        ["Oshiro Meridian"],
        [("cal.", F), ("winding", F)],
        ["Automatic"],
    ),
    (
        "wm2-04",
        "list the brands owned by the group that has its head office in Biel",
        ["Biel"],
        [("HQ", B), ("owned by", B)],
        ["Hartwig Uhren", "Mirelle", "Noctua", "Vallorbe Frères"],
    ),
    (
        "wm2-05",
        "Where do the watchmakers at Corvin live?",
        ["Corvin"],
        [("bench", B), ("lives in", F)],
        ["La Chaux-de-Fonds", "Le Locle", "Milan", "Morteau"],
    ),
    (
        "wm2-06",
        "which schools did Rosalind Rinaldi's apprentices go to",
        ["Rosalind Rinaldi"],
        [("master", B), ("school", F)],
        [
            "Besançon Lycée Horloger",
            "British School of Watchmaking",
            "Glashütte School of Horology",
            "Tokyo Horological Institute",
        ],
    ),
    (
        "wm2-07",
        "what are Stellamare's watches cased in",
        ["Stellamare"],
        [("brand", B), ("case", F)],
        ["Ceramic", "Platinum", "Titanium"],
    ),
    (
        "wm2-08",
        "which complications appear on watches Ines Ashcombe designed",
        ["Ines Ashcombe"],
        [("designer", B), ("compl.", F)],
        ["Chronograph", "Moonphase", "Perpetual Calendar", "Tourbillon"],
    ),
    (
        "wm2-09",
        "in what town is the shop where Greta Gerber buys her watches",
        ["Greta Gerber"],
        [("buys from", F), ("in town", F)],
        ["Manchester"],
    ),
    (
        "wm2-10",
        "Which brands made the watches Anouk Perret owns?",
        ["Anouk Perret"],
        [("owns", F), ("brand", F)],
        ["Maison Maréchal", "Ravensworth", "Torrino"],
    ),
    (
        "wm2-11",
        "what brand was the top lot at the Lumière Enchères Tokyo Autumn Sale 2023",
        ["Lumière Enchères Tokyo Autumn Sale 2023"],
        [("top lot", F), ("brand", F)],
        ["Stellamare"],
    ),
    (
        "wm2-12",
        "which calibres does Kiriyama put in its watches",
        ["Kiriyama"],
        [("brand", B), ("cal.", F)],
        ["Calibre 237F", "Calibre 259G", "Calibre 761B"],
    ),
    (
        "wm2-13",
        "where does the president of the London Horology Society live",
        ["London Horology Society"],
        [("president", F), ("lives in", F)],
        ["Morioka"],
    ),
    (
        "wm2-14",
        "what clubs are Deansgate Jewellers' customers members of",
        ["Deansgate Jewellers"],
        [("buys from", B), ("member of", F)],
        ["Geneva Watch Circle", "Milan Orologi Club", "Saxon Timekeepers' Guild"],
    ),
    (
        "wm2-15",
        "which auction houses have had a Kiriyama Sentinel in their sales",
        ["Kiriyama Sentinel"],
        [("lot", B), ("auctioneer", F)],
        ["Harcourt's", "Kaito Auctions"],
    ),
    (
        "wm2-16",
        "In which city is Oshiro's parent group based?",
        ["Oshiro"],
        [("owned by", F), ("HQ", F)],
        ["Tokyo"],
    ),
    (
        "wm2-17",
        "in which towns is there an official stockist of Auberon",
        ["Auberon"],
        [("AD for", B), ("in town", F)],
        ["Paris"],
    ),
    (
        "wm2-18",
        "who taught the watchmaker Céline Kobayashi trained under",
        ["Céline Kobayashi"],
        [("master", F), ("master", F)],
        ["Tobias Chappuis"],
    ),
    (
        "wm2-19",
        "what do watchmakers from the Tokyo Horological Institute specialise in",
        ["Tokyo Horological Institute"],
        [("school", B), ("skill", F)],
        ["GMT", "Minute Repeater", "Moonphase", "Tourbillon"],
    ),
    (
        "wm2-20",
        "who were the buyers at the sales held in Milan",
        ["Milan"],
        [("venue", B), ("hammer to", F)],
        ["Anouk Perret", "Hiro Leclerc"],
    ),
    # three hops
    (
        "wm3-01",
        "who founded the brand whose watch topped Harcourt's Milan Autumn Sale 2025",
        ["Harcourt's Milan Autumn Sale 2025"],
        [("top lot", F), ("brand", F), ("founder", F)],
        ["Edwin Halden"],
    ),
    (
        "wm3-02",
        "the Brightwell Sentinel's movement - what town is the company that makes it in?",
        ["Brightwell Sentinel"],
        [("cal.", F), ("ebauche", F), ("based in", F)],
        ["Birmingham"],
    ),
    (
        "wm3-03",
        "where are the brands of emil lambert's watches headquartered",
        ["Emil Lambert"],
        [("owns", F), ("brand", F), ("HQ", F)],
        ["Manchester", "Morioka", "Neuchâtel", "Schaffhausen"],
    ),
    (
        "wm3-04",
        "what complications are offered across the brands of Maison Duret Holding",
        ["Maison Duret Holding"],
        [("owned by", B), ("brand", B), ("compl.", F)],
        ["Chronograph", "GMT", "Moonphase", "Perpetual Calendar"],
    ),
    (
        "wm3-05",
        "Where do the apprentices of Kessler's watchmakers live?",
        ["Kessler"],
        [("bench", B), ("master", B), ("lives in", F)],
        ["Biel", "Glashütte", "La Chaux-de-Fonds", "Morteau"],
    ),
    (
        "wm3-06",
        "Keiko Vogel's dealer is authorised for some brands - where are those brands based?",
        ["Keiko Vogel"],
        [("buys from", F), ("AD for", F), ("HQ", F)],
        ["Lancaster", "Morioka", "Pforzheim"],
    ),
    (
        "wm3-07",
        "where do the designers of the watches Hiro Leclerc owns live",
        ["Hiro Leclerc"],
        [("owns", F), ("designer", F), ("lives in", F)],
        ["New York"],
    ),
    (
        "wm3-08",
        "which watches run on movements from a maker based in Grenchen",
        ["Grenchen"],
        [("based in", B), ("ebauche", B), ("cal.", B)],
        [
            "Kiriyama Abyss Diver",
            "Kiriyama Chronomètre",
            "Noctua Lune",
            "Oshiro Chronomètre",
            "Sabella Lune",
            "Sabella Voyager",
            "Stellamare Chronomètre",
        ],
    ),
    (
        "wm3-09",
        "which clubs are the owners of Nora Jaquet's designs in",
        ["Nora Jaquet"],
        [("designer", B), ("owns", B), ("member of", F)],
        ["London Horology Society"],
    ),
    (
        "wm3-10",
        "how are the movements in Pascal Huguenin's watches wound",
        ["Pascal Huguenin"],
        [("owns", F), ("cal.", F), ("winding", F)],
        ["Hand-wound"],
    ),
    (
        "wm3-11",
        "Which schools trained the watchmakers working for brands under Albion Time Ltd?",
        ["Albion Time Ltd"],
        [("owned by", B), ("bench", B), ("school", F)],
        [
            "British School of Watchmaking",
            "Glashütte School of Horology",
            "Vallée de Joux Watchmaking School",
        ],
    ),
    (
        "wm3-12",
        "where does the president of Hiro Kobayashi's watch club live",
        ["Hiro Kobayashi"],
        [("member of", F), ("president", F), ("lives in", F)],
        ["Birmingham"],
    ),
    (
        "wm3-13",
        "which groups own the brands where Philippe Fujimoto's former apprentices work",
        ["Philippe Fujimoto"],
        [("master", B), ("bench", F), ("owned by", F)],
        ["Helvetia Horology Group", "Kanto Precision Group"],
    ),
    (
        "wm3-14",
        "who were the winning bidders at sales run by the auction house based in New York",
        ["New York"],
        [("HQ", B), ("auctioneer", B), ("hammer to", F)],
        ["Anouk Perret", "Céline Zollinger", "Hiro Leclerc"],
    ),
    (
        "wm3-15",
        "wich case metals are used on watches with Kanto Movement Works movements",
        ["Kanto Movement Works"],
        [("ebauche", B), ("cal.", B), ("case", F)],
        ["Ceramic", "Platinum", "Rose Gold", "Stainless Steel", "Titanium"],
    ),
    # not found: no name of the graph in them
    ("wmn-01", "who founded Montclair Horlogerie", 1),
    ("wmn-02", "what movement is in the Halvard Marine 300", 1),
    ("wmn-03", "which brands does Kronberg Jewellers stock", 1),
    ("wmn-04", "where does the Zurich Collectors Roundtable meet", 1),
    ("wmn-05", "who bought the top lot at the Pemberton Hong Kong Sale 2024", 1),
    # the graph lacks the relation
    ("wml-01", "how much does the Kessler Nocturne cost", ["Kessler Nocturne"], 1, "price"),
    (
        "wml-02",
        "what's the water resistance of the Corvin Abyss Diver",
        ["Corvin Abyss Diver"],
        1,
        "water resistance",
    ),
    (
        "wml-03",
        "how wide is the Auberon Meridian's case in mm",
        ["Auberon Meridian"],
        1,
        "case diameter",
    ),
    ("wml-04", "how many jewels does Calibre 885B have", ["Calibre 885B"], 1, "jewel count"),
    ("wml-05", "When was Castellane founded?", ["Castellane"], 1, "founding year"),
    (
        "wml-06",
        "what did the top lot at Harcourt's New York Autumn Sale 2023 sell for",
        ["Harcourt's New York Autumn Sale 2023"],
        1,
        "hammer price",
    ),
    ("wml-07", "how many watches does Auberon make a year", ["Auberon"], 1, "annual production"),
    (
        "wml-08",
        "when did Greta Perret finish her apprenticeship",
        ["Greta Perret"],
        1,
        "date qualified",
    ),
    (
        "wml-09",
        "who is the CEO of Helvetia Horology Group",
        ["Helvetia Horology Group"],
        1,
        "chief executive",
    ),
    ("wml-10", "what beat rate does calibre 237F run at", ["Calibre 237F"], 1, "frequency"),
    (
        "wml-11",
        "which complications does the Mirelle Tempest have",
        ["Mirelle Tempest"],
        1,
        "none for entity: compl.",
    ),
    ("wml-12", "who founded Stellamare", ["Stellamare"], 1, "none for entity: founder"),
    ("wml-13", "Which group owns Kessler?", ["Kessler"], 1, "none for entity: owned by"),
    (
        "wml-14",
        "who did Simone Huguenin apprentice with",
        ["Simone Huguenin"],
        1,
        "none for entity: master",
    ),
    (
        "wml-15",
        "who designed the Kessler Nocturne",
        ["Kessler Nocturne"],
        1,
        "none for entity: designer",
    ),
]

if __name__ == "__main__":
    triples, typed = build()
    write(triples, typed)
    names = {eid: value.split("\t")[0] for eid, value in typed.items()}
    write_questions_by_name(HERE, triples, names, SPECS)
