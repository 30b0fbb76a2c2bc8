"""Build the `biomed` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional pharmacology knowledge graph: drugs, their active ingredients, the proteins those
ingredients inhibit, the genes encoding the proteins, the pathways the proteins take part in,
the diseases genes are associated with, what drugs treat and which side effects they have,
symptoms of diseases, manufacturers and their countries, approving agencies and their
jurisdictions, and clinical trials. Disease, symptom, pathway and country names are ordinary
words; every drug, ingredient, protein, gene, company, agency and trial is invented, and so is
every fact. Nothing here is medical advice.

The named core (the drugs, ingredients, proteins, genes, diseases, companies, agencies and
trials the questions are about) is written by hand below; a seeded generator adds filler drugs,
ingredients, proteins, genes, diseases and trials around it, with hubs (nausea and headache as
common side effects, fatigue as a common symptom, inflammatory cytokine signalling as a common
pathway) for realistic distraction. Relation names mix three styles on purpose (RDF-like
URIs, dotted Freebase-like paths, ALLCAPS abbreviations). Entity ids are opaque tokens
(`n00412`) drawn with the seed. Re-running rewrites the same files.

    python benchmarks/kgqa/biomed/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import write_set  # noqa: E402

SEED = 47

BIO = "http://example.org/bio#"
TREATS = "TREATS"
SIDE_EFFECT = "ADV_EFF"
SYMPTOM = "HAS_SX"
ASSOCIATED = "ASSOC_W"
ENCODED_BY = "ENC_BY"
APPROVED_BY = "APPRVD_BY"
INGREDIENT = BIO + "hasActiveIngredient"
INHIBITS = BIO + "inhibits"
PATHWAY = BIO + "participatesIn"
JURISDICTION = BIO + "jurisdiction"
MANUFACTURER = "medicine.drug.manufacturer"
HQ_COUNTRY = "organization.organization.headquarters_country"
TRIAL_DRUG = "medicine.clinical_trial.drug_studied"
TRIAL_CONDITION = "medicine.clinical_trial.condition"

# Agencies: name -> country of jurisdiction.
AGENCIES = {
    "Nordic Medicines Authority": "Norway",
    "Health Products Review Board": "Canada",
    "Pharmaceutical Safety Bureau": "Japan",
    "Federal Institute for Drugs and Devices": "Germany",
    "Central Drug Control Office": "India",
    "Therapeutic Goods Council": "Australia",
    "Swiss Agency for Remedies": "Switzerland",
}
NMA, HPRB, PSB, FIDD, CDCO, TGC, SAR = AGENCIES

# Manufacturers: name -> headquarters country.
COMPANIES = {
    "Halvorsen Pharma": "Norway",
    "Maplebrook Therapeutics": "Canada",
    "Northgate Biopharma": "Canada",
    "Kizuna Biologics": "Japan",
    "Aokumo Pharma": "Japan",
    "Rheinfeld AG": "Germany",
    "Sundara Life Sciences": "India",
    "Alpenrose Pharmaceuticals": "Switzerland",
    "Tierra Verde Labs": "Mexico",
    "Coralline Bio": "Australia",
    "Savanna Generics": "Kenya",
    "Ipanema Farmaceutica": "Brazil",
}

SYMPTOMS = [
    "headache",
    "nausea",
    "fatigue",
    "dizziness",
    "fever",
    "joint pain",
    "rash",
    "cough",
    "shortness of breath",
    "insomnia",
    "dry mouth",
    "blurred vision",
    "muscle cramps",
    "weight gain",
    "weight loss",
    "chest pain",
    "swelling of the ankles",
    "itching",
    "anxiety",
    "tremor",
    "palpitations",
    "constipation",
    "diarrhea",
    "hair loss",
    "night sweats",
    "easy bruising",
    "excessive thirst",
    "back pain",
    "muscle rigidity",
    "seizures",
]

PATHWAYS = [
    "inflammatory cytokine signalling",
    "MAPK cascade",
    "insulin signalling",
    "lipid metabolism",
    "apoptosis regulation",
    "serotonin reuptake",
    "coagulation cascade",
    "bone remodelling",
    "angiogenesis",
    "DNA damage response",
    "ion channel gating",
    "purine metabolism",
    "renin-angiotensin signalling",
    "dopamine signalling",
]

# Diseases written by hand: name -> symptoms.
DISEASES = {
    "type 2 diabetes": ["fatigue", "blurred vision", "excessive thirst", "weight loss"],
    "rheumatoid arthritis": ["joint pain", "fatigue", "fever"],
    "migraine": ["headache", "nausea", "blurred vision"],
    "hypertension": ["headache", "dizziness", "chest pain"],
    "asthma": ["cough", "shortness of breath", "chest pain"],
    "major depressive disorder": ["fatigue", "insomnia", "weight loss", "anxiety"],
    "gout": ["joint pain", "swelling of the ankles"],
    "psoriasis": ["rash", "itching"],
    "osteoporosis": ["back pain"],
    "atrial fibrillation": ["palpitations", "shortness of breath", "dizziness", "fatigue"],
    "chronic kidney disease": ["fatigue", "swelling of the ankles", "itching"],
    "non-small cell lung cancer": ["cough", "weight loss", "chest pain", "shortness of breath"],
    "Parkinson's disease": ["tremor", "muscle rigidity", "insomnia"],
    "epilepsy": ["seizures"],
    "hypercholesterolemia": ["chest pain"],
    "ulcerative colitis": ["diarrhea", "weight loss", "fatigue", "fever"],
}

# Proteins written by hand: name -> (gene symbol, pathways, diseases the gene is associated with).
PROTEINS = {
    "Sorbin kinase 1": ("SRBK1", ["insulin signalling", "MAPK cascade"], ["type 2 diabetes"]),
    "Glycel transporter 4": (
        "GLTR4",
        ["insulin signalling", "lipid metabolism"],
        ["type 2 diabetes", "chronic kidney disease"],
    ),
    "Inflammin receptor alpha": (
        "IFMRA",
        ["inflammatory cytokine signalling"],
        ["rheumatoid arthritis", "psoriasis"],
    ),
    "Inflammin receptor beta": (
        "IFMRB",
        ["inflammatory cytokine signalling"],
        ["ulcerative colitis"],
    ),
    "Janus-like kinase 7": (
        "JLK7",
        ["inflammatory cytokine signalling", "MAPK cascade"],
        ["rheumatoid arthritis", "ulcerative colitis"],
    ),
    "Cerulean receptor 2": ("CRLR2", ["serotonin reuptake"], ["migraine"]),
    "Serotrans protein": (
        "SRTP",
        ["serotonin reuptake"],
        ["major depressive disorder", "migraine"],
    ),
    "Vasotensin converting enzyme": (
        "VTCE",
        ["renin-angiotensin signalling"],
        ["hypertension", "chronic kidney disease"],
    ),
    "Kalistatin channel 5": (
        "KLSC5",
        ["ion channel gating"],
        ["atrial fibrillation", "epilepsy"],
    ),
    "Lipostase reductase": ("LPSR", ["lipid metabolism"], ["hypercholesterolemia"]),
    "Uricase-like oxidase": ("ULOX", ["purine metabolism"], ["gout"]),
    "Osteoclastin": ("OCLN2", ["bone remodelling"], ["osteoporosis"]),
    "Thrombarin factor X2": ("TBFX2", ["coagulation cascade"], ["atrial fibrillation"]),
    "Angiomodulin receptor": (
        "AGMR",
        ["angiogenesis", "MAPK cascade"],
        ["non-small cell lung cancer"],
    ),
    "Repairase 9": (
        "RPR9",
        ["DNA damage response", "apoptosis regulation"],
        ["non-small cell lung cancer"],
    ),
    "Dopalin transporter": ("DPLT", ["dopamine signalling"], ["Parkinson's disease"]),
    "Bronchalin receptor 3": ("BRCR3", ["inflammatory cytokine signalling"], ["asthma"]),
}

# Active ingredients written by hand: name -> proteins it inhibits.
INGREDIENTS = {
    "glucavorin": ["Sorbin kinase 1"],
    "metaflozin": ["Glycel transporter 4"],
    "tofanib": ["Janus-like kinase 7"],
    "ruxalimab": ["Inflammin receptor alpha"],
    "vedralumab": ["Inflammin receptor beta"],
    "triptolene": ["Cerulean receptor 2"],
    "caffeon": ["Cerulean receptor 2", "Serotrans protein"],
    "seroxetine": ["Serotrans protein"],
    "vasopril": ["Vasotensin converting enzyme"],
    "kalidarone": ["Kalistatin channel 5"],
    "lipostatin": ["Lipostase reductase"],
    "uricolan": ["Uricase-like oxidase"],
    "osteronate": ["Osteoclastin"],
    "thrombaxan": ["Thrombarin factor X2"],
    "angiotinib": ["Angiomodulin receptor", "Repairase 9"],
    "reparib": ["Repairase 9"],
    "dopacarb": ["Dopalin transporter"],
    "bronchilast": ["Bronchalin receptor 3", "Janus-like kinase 7"],
    "lamovane": ["Kalistatin channel 5"],
}

# Drugs written by hand: name -> (ingredients, treats, side effects, manufacturer, agencies).
DRUGS = {
    "Glucora": (
        ["glucavorin"],
        ["type 2 diabetes"],
        ["nausea", "headache"],
        "Halvorsen Pharma",
        [NMA, HPRB],
    ),
    "Duoglyde": (
        ["glucavorin", "metaflozin"],
        ["type 2 diabetes"],
        ["nausea", "diarrhea", "dizziness"],
        "Sundara Life Sciences",
        [CDCO, TGC],
    ),
    "Flozenta": (
        ["metaflozin"],
        ["type 2 diabetes", "chronic kidney disease"],
        ["dizziness", "dry mouth"],
        "Kizuna Biologics",
        [PSB],
    ),
    "Tofavia": (
        ["tofanib"],
        ["rheumatoid arthritis", "ulcerative colitis"],
        ["headache", "fever", "nausea"],
        "Rheinfeld AG",
        [FIDD, SAR, NMA],
    ),
    "Rheumira": (
        ["ruxalimab"],
        ["rheumatoid arthritis", "psoriasis"],
        ["rash", "fatigue"],
        "Maplebrook Therapeutics",
        [HPRB],
    ),
    "Vedrelle": (
        ["vedralumab"],
        ["ulcerative colitis"],
        ["joint pain", "headache"],
        "Alpenrose Pharmaceuticals",
        [SAR, FIDD],
    ),
    "Migrelief": (
        ["triptolene", "caffeon"],
        ["migraine"],
        ["dizziness", "dry mouth", "palpitations"],
        "Coralline Bio",
        [TGC],
    ),
    "Triptavo": (["triptolene"], ["migraine"], ["nausea", "fatigue"], "Aokumo Pharma", [PSB]),
    "Serenex": (
        ["seroxetine"],
        ["major depressive disorder"],
        ["insomnia", "nausea", "weight gain"],
        "Northgate Biopharma",
        [HPRB, NMA],
    ),
    "Serotina": (
        ["seroxetine"],
        ["major depressive disorder"],
        ["dry mouth", "weight gain"],
        "Savanna Generics",
        [CDCO],
    ),
    "Vasodil": (
        ["vasopril"],
        ["hypertension"],
        ["cough", "dizziness"],
        "Tierra Verde Labs",
        [CDCO],
    ),
    "Presura": (
        ["vasopril", "kalidarone"],
        ["hypertension", "atrial fibrillation"],
        ["swelling of the ankles", "headache"],
        "Ipanema Farmaceutica",
        [FIDD],
    ),
    "Rhythmex": (
        ["kalidarone"],
        ["atrial fibrillation"],
        ["tremor", "blurred vision"],
        "Halvorsen Pharma",
        [NMA, SAR],
    ),
    "Lipostar": (
        ["lipostatin"],
        ["hypercholesterolemia"],
        ["muscle cramps", "headache"],
        "Savanna Generics",
        [CDCO, TGC],
    ),
    "Uricel": (["uricolan"], ["gout"], ["rash", "itching"], "Sundara Life Sciences", [CDCO]),
    "Ostelia": (
        ["osteronate"],
        ["osteoporosis"],
        ["joint pain", "constipation"],
        "Alpenrose Pharmaceuticals",
        [SAR, PSB],
    ),
    "Thrombeze": (
        ["thrombaxan"],
        ["atrial fibrillation"],
        ["easy bruising"],
        "Rheinfeld AG",
        [FIDD, HPRB],
    ),
    "Angiora": (
        ["angiotinib"],
        ["non-small cell lung cancer"],
        ["hair loss", "fatigue", "diarrhea"],
        "Kizuna Biologics",
        [PSB, HPRB],
    ),
    "Reparix": (
        ["reparib"],
        ["non-small cell lung cancer"],
        ["nausea", "fatigue"],
        "Maplebrook Therapeutics",
        [HPRB],
    ),
    "Dopavia": (
        ["dopacarb"],
        ["Parkinson's disease"],
        ["nausea", "insomnia", "dizziness"],
        "Northgate Biopharma",
        [HPRB, TGC],
    ),
    "Breathal": (
        ["bronchilast"],
        ["asthma"],
        ["tremor", "palpitations"],
        "Coralline Bio",
        [TGC, NMA],
    ),
    "Lamotra": (
        ["lamovane"],
        ["epilepsy", "migraine"],
        ["rash", "dizziness"],
        "Aokumo Pharma",
        [PSB],
    ),
    "Psorinex": (
        ["ruxalimab"],
        ["psoriasis"],
        ["itching", "fever"],
        "Ipanema Farmaceutica",
        [FIDD],
    ),
    "Nephrasol": (
        ["metaflozin", "vasopril"],
        ["chronic kidney disease"],
        ["dizziness", "swelling of the ankles"],
        "Tierra Verde Labs",
        [CDCO, FIDD],
    ),
}

# Clinical trials written by hand: name -> (drugs studied, conditions).
TRIALS = {
    "GLACIER-1 trial": (["Duoglyde"], ["type 2 diabetes"]),
    "STEADY-RA trial": (["Tofavia"], ["rheumatoid arthritis"]),
    "CLEARSKIN-2 trial": (["Psorinex"], ["psoriasis"]),
    "PULSE-AF trial": (["Rhythmex", "Thrombeze"], ["atrial fibrillation"]),
    "LUMEN-3 trial": (["Angiora", "Reparix"], ["non-small cell lung cancer"]),
    "CALMWAVE trial": (["Serenex"], ["major depressive disorder"]),
    "BREATHE-EZ trial": (["Breathal"], ["asthma"]),
    "KIDNEY-GUARD trial": (["Nephrasol", "Flozenta"], ["chronic kidney disease"]),
}

# Word lists for the seeded filler.
DRUG_HEADS = ["Ab", "Cor", "Del", "Evo", "Fen", "Hal", "Ista", "Jov", "Kor", "Lum", "Mir"]
DRUG_HEADS += ["Nov", "Ori", "Pax", "Quin", "Rev", "Sol", "Tav", "Ulv", "Vex", "Xan", "Zel"]
DRUG_TAILS = ["amet", "ivex", "ora", "idane", "oxil", "ustra", "entis", "abex", "ofen", "iran"]
ING_HEADS = ["bel", "cit", "dar", "erl", "fol", "gan", "hex", "iso", "lev", "nor", "pim", "ros"]
ING_HEADS += ["sep", "tal", "ver", "zot"]
ING_TAILS = ["otinib", "azole", "imab", "oprin", "astat", "idone", "ulast", "ofibrate", "etide"]
PROTEIN_HEADS = ["Veridin", "Calpastin", "Noxarin", "Telomin", "Fibrolin", "Cytorin"]
PROTEIN_HEADS += ["Hepatin", "Keratos", "Nucleon", "Sialin", "Tropin", "Myodin"]
PROTEIN_KINDS = ["kinase", "receptor", "transporter", "oxidase", "phosphatase"]
DISEASE_HEADS = ["Halvard", "Brennick", "Osterlund", "Marchetti", "Quillan", "Sorvino"]
DISEASE_HEADS += ["Tavener", "Ravensworth", "Duvalier", "Keswick", "Lindqvist", "Pellam"]
DISEASE_KINDS = ["syndrome", "disease", "myopathy", "neuropathy", "dermatitis", "anaemia"]
TRIAL_WORDS = ["ASPEN", "BOREAL", "CASCADE", "EMBER", "FJORD", "GRANITE", "HORIZON", "ISLET"]
TRIAL_WORDS += ["JUNIPER", "KESTREL", "LANTERN", "MERIDIAN", "NORTHSTAR", "OPAL", "PINNACLE"]
TRIAL_WORDS += ["QUARRY", "RIVULET", "SUMMIT", "UPLAND", "VERTEX", "WILLOW", "ZENITH"]

N_FILLER_DISEASES = 12
N_FILLER_PROTEINS = 24
N_FILLER_INGREDIENTS = 38
N_FILLER_DRUGS = 58
N_FILLER_TRIALS = 20


def _weighted(rng: random.Random, items: list[str], hubs: dict[str, int], k: int) -> list[str]:
    """``k`` distinct items, the hubs ``hubs[item]`` times as likely as the rest."""
    pool = [x for x in items for _ in range(hubs.get(x, 1))]
    chosen: list[str] = []
    while len(chosen) < k:
        x = rng.choice(pool)
        if x not in chosen:
            chosen.append(x)
    return chosen


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples (by id) and the id -> name table."""
    rng = random.Random(SEED)
    facts: list[tuple[str, str, str]] = []  # by name; names are unique across the graph

    for agency, country in AGENCIES.items():
        facts.append((agency, JURISDICTION, country))
    for company, country in COMPANIES.items():
        facts.append((company, HQ_COUNTRY, country))
    for disease, symptoms in DISEASES.items():
        facts += [(disease, SYMPTOM, s) for s in symptoms]
    for protein, (gene, pathways, diseases) in PROTEINS.items():
        facts.append((protein, ENCODED_BY, gene))
        facts += [(protein, PATHWAY, p) for p in pathways]
        facts += [(gene, ASSOCIATED, d) for d in diseases]
    for ingredient, targets in INGREDIENTS.items():
        facts += [(ingredient, INHIBITS, p) for p in targets]
    for drug, (ingredients, treats, effects, maker, agencies) in DRUGS.items():
        facts += [(drug, INGREDIENT, i) for i in ingredients]
        facts += [(drug, TREATS, d) for d in treats]
        facts += [(drug, SIDE_EFFECT, s) for s in effects]
        facts.append((drug, MANUFACTURER, maker))
        facts += [(drug, APPROVED_BY, a) for a in agencies]
    for trial, (drugs, conditions) in TRIALS.items():
        facts += [(trial, TRIAL_DRUG, d) for d in drugs]
        facts += [(trial, TRIAL_CONDITION, c) for c in conditions]

    # Filler diseases, each with two to four symptoms (fatigue a hub).
    disease_names = [f"{h} {k}" for h in DISEASE_HEADS for k in DISEASE_KINDS]
    filler_diseases = rng.sample(disease_names, N_FILLER_DISEASES)
    for disease in filler_diseases:
        for s in _weighted(rng, SYMPTOMS, {"fatigue": 6, "fever": 2}, rng.randint(2, 4)):
            facts.append((disease, SYMPTOM, s))
    all_diseases = list(DISEASES) + filler_diseases

    # Filler proteins and their genes; pathways with inflammatory signalling a hub.
    protein_names = [
        f"{h} {k} {n}" for h in PROTEIN_HEADS for k in PROTEIN_KINDS for n in (1, 2, 3)
    ]
    filler_proteins = rng.sample(protein_names, N_FILLER_PROTEINS)
    hub_pathways = {"inflammatory cytokine signalling": 6, "MAPK cascade": 2}
    for protein in filler_proteins:
        head, kind, number = protein.split()
        gene = f"{head[:3].upper()}{kind[0].upper()}{number}"
        facts.append((protein, ENCODED_BY, gene))
        for p in _weighted(rng, PATHWAYS, hub_pathways, rng.randint(1, 2)):
            facts.append((protein, PATHWAY, p))
        for d in rng.sample(all_diseases, rng.randint(1, 2)):
            facts.append((gene, ASSOCIATED, d))
    all_proteins = list(PROTEINS) + filler_proteins

    # Filler ingredients, each inhibiting one or two proteins (mostly filler ones).
    ing_names = [h + t for h in ING_HEADS for t in ING_TAILS]
    filler_ingredients = rng.sample(ing_names, N_FILLER_INGREDIENTS)
    for ingredient in filler_ingredients:
        pool = filler_proteins if rng.random() < 0.8 else all_proteins
        for p in rng.sample(pool, rng.randint(1, 2)):
            facts.append((ingredient, INHIBITS, p))

    # Filler drugs: an ingredient or two, one or two diseases, side effects (nausea and
    # headache hubs), a manufacturer, one or two approving agencies.
    drug_names = [h + t for h in DRUG_HEADS for t in DRUG_TAILS]
    filler_drugs = rng.sample(drug_names, N_FILLER_DRUGS)
    hub_effects = {"nausea": 5, "headache": 4, "dizziness": 2}
    for drug in filler_drugs:
        k = 1 if rng.random() < 0.8 else 2
        facts += [(drug, INGREDIENT, i) for i in rng.sample(filler_ingredients, k)]
        pool = filler_diseases if rng.random() < 0.6 else all_diseases
        facts += [(drug, TREATS, d) for d in rng.sample(pool, rng.randint(1, 2))]
        for s in _weighted(rng, SYMPTOMS, hub_effects, rng.randint(1, 3)):
            facts.append((drug, SIDE_EFFECT, s))
        facts.append((drug, MANUFACTURER, rng.choice(list(COMPANIES))))
        facts += [(drug, APPROVED_BY, a) for a in rng.sample(list(AGENCIES), rng.randint(1, 2))]

    # Filler trials of filler drugs, for a disease the drug treats.
    treats: dict[str, list[str]] = {}
    for h, r, t in facts:
        if r == TREATS:
            treats.setdefault(h, []).append(t)
    trial_names = [f"{w}-{n} trial" for w in TRIAL_WORDS for n in (1, 2, 3, 4)]
    for trial in rng.sample(trial_names, N_FILLER_TRIALS):
        drug = rng.choice(filler_drugs)
        facts += [(trial, TRIAL_DRUG, drug), (trial, TRIAL_CONDITION, rng.choice(treats[drug]))]

    # Opaque ids, drawn with the seed, in first-mention order.
    order: list[str] = []
    seen: set[str] = set()
    for h, _, t in facts:
        for x in (h, t):
            if x not in seen:
                seen.add(x)
                order.append(x)
    folded = {x.casefold() for x in order}
    if len(folded) != len(order):
        raise SystemExit("two entities share a name")
    numbers = rng.sample(range(100, 1000), len(order))
    ids = {name: f"n{num:05d}" for name, num in zip(order, numbers, strict=True)}
    triples = [(ids[h], r, ids[t]) for h, r, t in facts]
    names = {ids[x]: x for x in order}
    return triples, names


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
