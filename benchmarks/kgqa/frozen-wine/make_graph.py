"""Build the `frozen-wine` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional wine trade: wines with the winery that made them, their grape varieties,
appellation, importers and medals; appellations with their region and soils; wineries with
their village, head winemaker and owning group; villages and regions with where they lie;
importers with their country; winemakers with the winemaker each apprenticed under. Every
winery, wine, person, group, importer and award is invented (the regions, villages,
appellations, soils and grapes are real; the facts tying them to the invented ones are not).
The named wineries, wines and people are written by hand below; a seeded generator adds
filler wineries, winemakers and wines around them. Re-running the script rewrites the same
files.

    python benchmarks/kgqa/frozen-wine/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

WINERY = "vinifiedBy"
GRAPE = "cepage"
APPELLATION = "AOC"
APP_REGION = "appellation.region"
VILLAGE = "winery_village"
VILLAGE_REGION = "sits in"
WINEMAKER = "head winemaker"
OWNER = "OWNR"
IMPORTER = "http://vino.example.com/ns#importedBy"
IMPORTER_COUNTRY = "imp_ctry"
MEDAL = "medal"
SOIL = "terroir.soil"
APPRENTICE = "apprenticed_under"
REGION_COUNTRY = "REG_CTRY"

# region: (country, villages)
REGIONS = {
    "Burgundy": ("France", ["Gevrey", "Meursault", "Volnay"]),
    "Bordeaux": ("France", ["Pauillac", "Saint-Émilion", "Margaux"]),
    "Rhône Valley": ("France", ["Châteauneuf", "Tain-l'Hermitage", "Ampuis"]),
    "Loire Valley": ("France", ["Chavignol", "Vouvray"]),
    "Piedmont": ("Italy", ["Barolo", "La Morra", "Alba"]),
    "Tuscany": ("Italy", ["Montalcino", "Greve in Chianti"]),
    "Castilla y León": ("Spain", ["Peñafiel", "Roa", "Toro"]),
    "Douro Valley": ("Portugal", ["Pinhão", "Régua"]),
    "Mosel": ("Germany", ["Bernkastel-Kues", "Wehlen"]),
    "California North Coast": ("United States", ["Oakville", "Healdsburg", "Calistoga"]),
    "South Australia": ("Australia", ["Tanunda", "Clare", "Nuriootpa"]),
}
# appellation: (region, soils, grapes its filler wines are made from)
APPELLATIONS = {
    "Gevrey-Chambertin AOC": ("Burgundy", ["limestone", "marl"], ["Pinot Noir"]),
    "Meursault AOC": ("Burgundy", ["limestone", "clay"], ["Chardonnay"]),
    "Volnay AOC": ("Burgundy", ["limestone"], ["Pinot Noir"]),
    "Pauillac AOC": ("Bordeaux", ["gravel"], ["Cabernet Sauvignon", "Merlot"]),
    "Saint-Émilion AOC": ("Bordeaux", ["limestone", "clay"], ["Merlot", "Cabernet Franc"]),
    "Margaux AOC": ("Bordeaux", ["gravel", "sand"], ["Cabernet Sauvignon", "Merlot"]),
    "Châteauneuf-du-Pape AOC": ("Rhône Valley", ["rolled pebbles", "sand"],
        ["Grenache", "Syrah", "Mourvèdre"]),
    "Hermitage AOC": ("Rhône Valley", ["granite"], ["Syrah"]),
    "Côte-Rôtie AOC": ("Rhône Valley", ["schist", "granite"], ["Syrah", "Viognier"]),
    "Sancerre AOC": ("Loire Valley", ["flint", "limestone"], ["Sauvignon Blanc"]),
    "Vouvray AOC": ("Loire Valley", ["tuffeau"], ["Chenin Blanc"]),
    "Barolo DOCG": ("Piedmont", ["marl", "sandstone"], ["Nebbiolo"]),
    "Barbera d'Alba DOC": ("Piedmont", ["marl"], ["Barbera"]),
    "Brunello di Montalcino DOCG": ("Tuscany", ["galestro", "clay"], ["Sangiovese"]),
    "Chianti Classico DOCG": ("Tuscany", ["galestro", "alberese"], ["Sangiovese", "Canaiolo"]),
    "Ribera del Duero DO": ("Castilla y León", ["clay", "limestone"], ["Tempranillo"]),
    "Toro DO": ("Castilla y León", ["sand"], ["Tempranillo"]),
    "Douro DOC": ("Douro Valley", ["schist"], ["Touriga Nacional", "Tinta Roriz"]),
    "Wehlener Sonnenuhr": ("Mosel", ["slate"], ["Riesling"]),
    "Napa Valley AVA": ("California North Coast", ["volcanic ash", "gravel"],
        ["Cabernet Sauvignon", "Chardonnay"]),
    "Sonoma Coast AVA": ("California North Coast", ["sand", "clay"],
        ["Pinot Noir", "Zinfandel"]),
    "Barossa Valley GI": ("South Australia", ["sand", "clay"], ["Syrah", "Grenache"]),
    "Clare Valley GI": ("South Australia", ["limestone", "slate"], ["Riesling"]),
}  # fmt: skip
IMPORTERS = {
    "Pacific Vine Imports": "United States",
    "Bayside Fine Wines": "United States",
    "Harbourside Wines": "United Kingdom",
    "Old Wharf Traders": "United Kingdom",
    "Kanpai Cellars": "Japan",
    "Sakura Vine": "Japan",
    "Maple Leaf Vintners": "Canada",
    "Vinimport Berlin": "Germany",
}
AWARDS = [
    "Golden Cork 2021", "Golden Cork 2023", "Vinalia Grand Prix", "Lyon Concours Gold",
    "Pacific Rim Trophy", "Harbourside Fair Trophy",
]  # fmt: skip
GROUPS = [
    "Aubert Frères", "Vinterra Holdings", "Casa Ferraro SpA", "Grupo Solano",
    "Heritage Cellars Inc.", "Kellerhof AG", "Southern Cross Wine Co.", "Luxor Spirits",
]  # fmt: skip
# winery: (village, head winemakers, owning group or "")
WINERIES = {
    "Domaine Garance": ("Gevrey", ["Claire Vasseur"], "Aubert Frères"),
    "Domaine des Trois Chênes": ("Meursault", ["Garance Roux"], ""),
    "Château Lacombe": ("Pauillac", ["Sophie Marchal"], "Vinterra Holdings"),
    "Château Ferrand": ("Saint-Émilion", ["Julien Lacombe"], "Vinterra Holdings"),
    "Clos Saint-Vincent": ("Châteauneuf", ["Paul Girard"], "Aubert Frères"),
    "Domaine Roche Noire": ("Tain-l'Hermitage", ["Paul Girard"], ""),
    "Domaine Silex": ("Chavignol", ["Anne Dufour"], ""),
    "Domaine Dufour": ("Vouvray", ["Luc Perrin"], "Luxor Spirits"),
    "Cantina Ferraro": ("Barolo", ["Marco Bellini"], "Casa Ferraro SpA"),
    "Tenuta Colle Alto": ("Montalcino", ["Giulia Rinaldi"], "Casa Ferraro SpA"),
    "Fattoria Sassi": ("Greve in Chianti", ["Giulia Rinaldi"], "Luxor Spirits"),
    "Bodega Ortiz": ("Peñafiel", ["Javier Solano"], "Grupo Solano"),
    "Bodegas Duero Alto": ("Roa", ["Elena Ortiz"], "Grupo Solano"),
    "Quinta do Vale Fundo": ("Pinhão", ["João Matos"], ""),
    "Weingut Kellerhof": ("Bernkastel-Kues", ["Katrin Weber"], "Kellerhof AG"),
    "Silverleaf Estate": ("Oakville", ["Dana Whitfield"], "Heritage Cellars Inc."),
    "Redwood Hollow Winery": ("Healdsburg", ["Mike Donnelly"], "Heritage Cellars Inc."),
    "Ironbark Ridge": ("Tanunda", ["Liam Hughes"], "Southern Cross Wine Co."),
    "Stonegate Estate": ("Clare", ["Emma Clarke", "Liam Hughes"], "Southern Cross Wine Co."),
}
# winemaker: the winemaker they apprenticed under
MENTORS = {
    "Garance Roux": "Claire Vasseur",
    "Julien Lacombe": "Sophie Marchal",
    "Sophie Marchal": "Henri Aubert",
    "Paul Girard": "Henri Aubert",
    "Claire Vasseur": "Henri Aubert",
    "Giulia Rinaldi": "Marco Bellini",
    "Elena Ortiz": "Javier Solano",
    "João Matos": "Javier Solano",
    "Dana Whitfield": "Sophie Marchal",
    "Liam Hughes": "Dana Whitfield",
    "Emma Clarke": "Liam Hughes",
    "Mike Donnelly": "Dana Whitfield",
    "Katrin Weber": "Anne Dufour",
    "Luc Perrin": "Anne Dufour",
}
# wine: (winery, grapes, appellation, importers, medals)
WINES = {
    "Garance Vieilles Vignes": ("Domaine Garance", ["Pinot Noir"], "Gevrey-Chambertin AOC",
        ["Harbourside Wines", "Pacific Vine Imports"], ["Golden Cork 2021"]),
    "Garance Cuvée Rubis": ("Domaine Garance", ["Pinot Noir"], "Gevrey-Chambertin AOC",
        ["Kanpai Cellars"], []),
    "Trois Chênes Meursault": ("Domaine des Trois Chênes", ["Chardonnay"], "Meursault AOC",
        ["Harbourside Wines"], ["Lyon Concours Gold"]),
    "Trois Chênes Volnay": ("Domaine des Trois Chênes", ["Pinot Noir"], "Volnay AOC",
        ["Maple Leaf Vintners"], []),
    "Lacombe Grand Vin": ("Château Lacombe", ["Cabernet Sauvignon", "Merlot"], "Pauillac AOC",
        ["Pacific Vine Imports", "Kanpai Cellars"], ["Golden Cork 2023", "Pacific Rim Trophy"]),
    "Les Tourelles de Lacombe": ("Château Lacombe", ["Merlot", "Cabernet Sauvignon"],
        "Pauillac AOC", ["Old Wharf Traders"], []),
    "Ferrand Grand Cru": ("Château Ferrand", ["Merlot", "Cabernet Franc"], "Saint-Émilion AOC",
        ["Harbourside Wines"], ["Vinalia Grand Prix"]),
    "Saint-Vincent Rouge": ("Clos Saint-Vincent", ["Grenache", "Syrah", "Mourvèdre"],
        "Châteauneuf-du-Pape AOC", ["Bayside Fine Wines"], ["Golden Cork 2021"]),
    "Saint-Vincent Blanc": ("Clos Saint-Vincent", ["Roussanne", "Grenache Blanc"],
        "Châteauneuf-du-Pape AOC", ["Vinimport Berlin"], []),
    "Roche Noire Hermitage": ("Domaine Roche Noire", ["Syrah"], "Hermitage AOC",
        ["Old Wharf Traders", "Pacific Vine Imports"], ["Pacific Rim Trophy"]),
    "Roche Noire Côte-Rôtie": ("Domaine Roche Noire", ["Syrah", "Viognier"], "Côte-Rôtie AOC",
        ["Sakura Vine"], []),
    "Silex Sancerre": ("Domaine Silex", ["Sauvignon Blanc"], "Sancerre AOC",
        ["Harbourside Wines", "Maple Leaf Vintners"], ["Lyon Concours Gold"]),
    "Dufour Vouvray Sec": ("Domaine Dufour", ["Chenin Blanc"], "Vouvray AOC",
        ["Vinimport Berlin"], []),
    "Ferraro Barolo Riserva": ("Cantina Ferraro", ["Nebbiolo"], "Barolo DOCG",
        ["Pacific Vine Imports", "Sakura Vine"], ["Vinalia Grand Prix", "Golden Cork 2023"]),
    "Ferraro Barbera": ("Cantina Ferraro", ["Barbera"], "Barbera d'Alba DOC",
        ["Bayside Fine Wines"], []),
    "Colle Alto Brunello": ("Tenuta Colle Alto", ["Sangiovese"],
        "Brunello di Montalcino DOCG", ["Old Wharf Traders"], ["Golden Cork 2021"]),
    "Sassi Chianti Classico": ("Fattoria Sassi", ["Sangiovese", "Canaiolo"],
        "Chianti Classico DOCG", ["Harbourside Wines"], []),
    "Ortiz Reserva": ("Bodega Ortiz", ["Tempranillo"], "Ribera del Duero DO",
        ["Bayside Fine Wines", "Maple Leaf Vintners"], ["Pacific Rim Trophy"]),
    "Duero Alto Crianza": ("Bodegas Duero Alto", ["Tempranillo"], "Ribera del Duero DO",
        ["Vinimport Berlin"], []),
    "Duero Alto Toro": ("Bodegas Duero Alto", ["Tempranillo"], "Toro DO",
        ["Kanpai Cellars"], ["Harbourside Fair Trophy"]),
    "Vale Fundo Tinto": ("Quinta do Vale Fundo", ["Touriga Nacional", "Tinta Roriz"],
        "Douro DOC", ["Old Wharf Traders"], ["Vinalia Grand Prix"]),
    "Kellerhof Riesling Kabinett": ("Weingut Kellerhof", ["Riesling"], "Wehlener Sonnenuhr",
        ["Harbourside Wines", "Kanpai Cellars"], ["Lyon Concours Gold"]),
    "Silverleaf Cabernet": ("Silverleaf Estate", ["Cabernet Sauvignon"], "Napa Valley AVA",
        ["Kanpai Cellars", "Harbourside Wines"], ["Golden Cork 2023"]),
    "Silverleaf Reserve Chardonnay": ("Silverleaf Estate", ["Chardonnay"], "Napa Valley AVA",
        ["Maple Leaf Vintners"], []),
    "Redwood Hollow Pinot": ("Redwood Hollow Winery", ["Pinot Noir"], "Sonoma Coast AVA",
        ["Old Wharf Traders"], ["Pacific Rim Trophy"]),
    "Redwood Hollow Zinfandel": ("Redwood Hollow Winery", ["Zinfandel"], "Sonoma Coast AVA",
        [], ["Harbourside Fair Trophy"]),
    "Ironbark Old Vine Shiraz": ("Ironbark Ridge", ["Syrah"], "Barossa Valley GI",
        ["Harbourside Wines", "Sakura Vine"], ["Golden Cork 2021"]),
    "Stonegate Watervale Riesling": ("Stonegate Estate", ["Riesling"], "Clare Valley GI",
        ["Kanpai Cellars"], ["Lyon Concours Gold"]),
}  # fmt: skip

WINERY_STYLE = {
    "France": ["Domaine {}", "Château {}", "Clos {}"],
    "Italy": ["Tenuta {}", "Podere {}"],
    "Spain": ["Bodega {}"],
    "Portugal": ["Quinta {}"],
    "Germany": ["Weingut {}"],
    "United States": ["{} Cellars", "{} Vineyards"],
    "Australia": ["{} Estate", "{} Wines"],
}
WINERY_WORDS = [
    "Aubrac", "Vernay", "Lisle", "Orsini", "Valdés", "Almeida", "Brandt", "Hollis", "Belleroche",
    "Serra", "Castelnau", "Montiel", "Ravel", "Sorel", "Carvalho", "Lindner", "Whitcombe",
    "Tallis", "Moreno", "Fiorenza", "Beaupré", "Kessler", "Duval", "Greystone", "Marchetti",
]  # fmt: skip
CUVEES = ["Réserve", "Cuvée Prestige", "Old Vine", "Single Vineyard", "Estate", "Tradition"]
FIRST_NAMES = [
    "Alain", "Beatriz", "Carlo", "Delphine", "Erik", "Fabienne", "Gustavo", "Helena", "Ivo",
    "Jeanne", "Klaus", "Lucía", "Matteo", "Nina", "Olivier", "Rafael", "Simone", "Tom",
]  # fmt: skip
SURNAMES = [
    "Arnaud", "Bianchi", "Costa", "Delorme", "Esposito", "Fischer", "Gauthier", "Herrera",
    "Iglesias", "Keller", "Laurent", "Mendes", "Navarro", "Price", "Rossi", "Schmitt",
]  # fmt: skip


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(1855)
    facts: list[tuple[str, str, str]] = []

    for region, (country, villages) in REGIONS.items():
        facts.append((region, REGION_COUNTRY, country))
        facts.extend((village, VILLAGE_REGION, region) for village in villages)
    for appellation, (region, soils, _) in APPELLATIONS.items():
        facts.append((appellation, APP_REGION, region))
        facts.extend((appellation, SOIL, soil) for soil in soils)
    for importer, country in IMPORTERS.items():
        facts.append((importer, IMPORTER_COUNTRY, country))

    def add_winery(winery: str, village: str, winemakers: list[str], group: str) -> None:
        facts.append((winery, VILLAGE, village))
        facts.extend((winery, WINEMAKER, person) for person in winemakers)
        if group:
            facts.append((winery, OWNER, group))

    def add_wine(
        wine: str,
        winery: str,
        grapes: list[str],
        appellation: str,
        importers: list[str],
        medals: list[str],
    ) -> None:
        facts.append((wine, WINERY, winery))
        facts.extend((wine, GRAPE, grape) for grape in grapes)
        facts.append((wine, APPELLATION, appellation))
        facts.extend((wine, IMPORTER, importer) for importer in importers)
        facts.extend((wine, MEDAL, medal) for medal in medals)

    for winery, (village, winemakers, group) in WINERIES.items():
        add_winery(winery, village, winemakers, group)
    for person, mentor in MENTORS.items():
        facts.append((person, APPRENTICE, mentor))
    for wine, (winery, grapes, appellation, importers, medals) in WINES.items():
        add_wine(wine, winery, grapes, appellation, importers, medals)

    # Filler: wineries (each in a village of some region), their winemakers and wines.
    named_people = sorted({p for _, ps, _ in WINERIES.values() for p in ps} | {"Henri Aubert"})
    people: list[str] = []
    taken = set(named_people)
    while len(people) < 30:
        person = f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"
        if person not in taken:
            taken.add(person)
            people.append(person)
            if rng.random() < 0.6:
                facts.append((person, APPRENTICE, rng.choice(named_people + people[:-1])))
    words = rng.sample(WINERY_WORDS, 24)
    region_names = list(REGIONS)
    for word in words:
        region = rng.choice(region_names)
        country, villages = REGIONS[region]
        winery = rng.choice(WINERY_STYLE[country]).format(word)
        winemakers = [rng.choice(people if rng.random() < 0.85 else named_people)]
        group = rng.choice(GROUPS) if rng.random() < 0.35 else ""
        add_winery(winery, rng.choice(villages), winemakers, group)
        local = [a for a, (r, _, _) in APPELLATIONS.items() if r == region]
        for cuvee in rng.sample(CUVEES, rng.choice([3, 4, 4])):
            appellation = rng.choice(local)
            grapes = APPELLATIONS[appellation][2]
            add_wine(
                f"{word} {cuvee}",
                winery,
                rng.sample(grapes, rng.randint(1, len(grapes))),
                appellation,
                rng.sample(list(IMPORTERS), rng.choice([0, 1, 1, 2, 2])),
                [rng.choice(AWARDS)] if rng.random() < 0.3 else [],
            )
    return name_facts(facts, rng, range(10000), "wn/{:04d}".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
