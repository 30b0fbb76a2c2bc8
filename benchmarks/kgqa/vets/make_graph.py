"""Build the `vets` KGQA graph: triples.tsv and entities.tsv (with a types column).

A fictional network of small-animal and mixed veterinary practices: practices with their
town, the corporate group that owns them (independents have none), the diagnostic labs they
send samples to, the out-of-hours service that covers their nights and the species they take
on as patients; groups with their head office town; vets with the practices they work at, their vet school, their specialism and the
vet they trained under; pets with their breed, their owner, their usual vet and what they have
been diagnosed with; breeds with their species; owners with the town they live in; conditions
with the drugs prescribed for them; towns with their county. Every practice, person and pet is
invented. The schema, the counties, towns, groups, labs, services, schools, breeds,
conditions and a core of practices, vets and pets with all their facts are written by hand
below; a seeded generator (`random.Random(5309)`) draws the filler facts. Re-running the
script rewrites the same files.

    python benchmarks/kgqa/vets/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import with_opaque_ids, write_set  # noqa: E402

TOWN = "ort"
COUNTY = "cnty"
GROUP = "#ownedBy"
GROUP_HQ = "HQ"
WORKS_AT = "empl"
SCHOOL = "alma mater"
SPECIALISM = "spec"
TRAINED_UNDER = "trained_under"
BREED = "breed"
SPECIES = "soort"
OWNER = "OWNR"
LIVES_IN = "woont in"
USUAL_VET = "usual_vet"
DIAGNOSIS = "dx"
PRESCRIBED = "rx"
LAB = "lab.ref"
OUT_OF_HOURS = "ooh"
SEES = "SPP"

# county -> towns
COUNTIES = {
    "Wealdshire": ["Ashby Magna", "Cranleigh Cross", "Hurstmonceux", "Felbridge", "Oxted Green"],
    "Marbury": ["Marbury Town", "Little Wenlock", "Chirbury", "Ellesmere Port Lane", "Tenbury"],
    "East Fenwick": ["Fenwick St Mary", "Holbeach Drove", "Spalding Gate", "Crowland", "Sutterby"],
    "Cotterdale": ["Hawes End", "Askrigg", "Bainbridge", "Gayle", "Settlebeck"],
    "Hollinshire": ["Hollin Bridge", "Ribbleton", "Longridge", "Whalley", "Chipping Norbury"],
}

# group -> head office town (two head offices are outside the five counties)
GROUPS = {
    "Hearthside Veterinary Partners": "Marbury Town",
    "Anvil Animal Health": "Birmingham",
    "Greenleaf Vet Holdings": "Fenwick St Mary",
    "Companion Care Collective": "Leeds",
    "Tallis & Crewe Veterinary Group": "Hollin Bridge",
}

# lab / out-of-hours service -> town
LABS = {
    "Fenwick Diagnostics": "Spalding Gate",
    "Axiom Veterinary Laboratories": "Birmingham",
    "NorthPath Labs": "Hawes End",
    "Cotter Bioscience": "Longridge",
}
OOH = {
    "Moonlight Vets": "Felbridge",
    "After Hours Animal Care": "Marbury Town",
    "Lantern Emergency Vets": "Crowland",
    "Nightpaws": "Whalley",
}

SCHOOLS = [
    "Marbury Vet School",
    "Caldmoor University",
    "Dunholt Royal Veterinary College",
    "Eastgate University",
    "Kilbride Institute of Animal Medicine",
    "Saint Aldric's College",
    "Hochschule Ostbrück",
]

SPECIALISMS = [
    "dermatology",
    "feline medicine",
    "orthopaedics",
    "ophthalmology",
    "exotics",
    "cardiology",
    "dentistry",
    "equine surgery",
]

# species -> breeds
BREEDS = {
    "dog": [
        "Labrador Retriever",
        "Border Collie",
        "Cocker Spaniel",
        "French Bulldog",
        "Dachshund",
        "Whippet",
        "Staffordshire Bull Terrier",
        "Golden Retriever",
        "Cavapoo",
    ],
    "cat": [
        "Maine Coon",
        "Siamese",
        "British Shorthair",
        "Ragdoll",
        "Bengal",
        "Domestic Shorthair",
    ],
    "rabbit": ["Netherland Dwarf", "Holland Lop", "Rex rabbit"],
    "horse": ["Welsh Cob", "Shetland Pony", "Thoroughbred"],
    "guinea pig": ["Abyssinian cavy", "Peruvian cavy"],
    "ferret": ["sable ferret"],
    "parrot": ["African Grey", "Cockatiel"],
    "tortoise": ["Hermann's tortoise", "spur-thighed tortoise"],
}

# condition -> (species it is drawn for, drugs prescribed)
CONDITIONS = {
    "otitis externa": (["dog", "cat"], ["chlorhexidine ear cleaner", "Otoclear drops"]),
    "hyperthyroidism": (["cat"], ["methimazole"]),
    "osteoarthritis": (["dog", "cat", "horse"], ["meloxicam", "gabapentin", "carprofen"]),
    "chronic kidney disease": (["cat", "dog"], ["benazepril", "renal diet"]),
    "diabetes mellitus": (["cat", "dog"], ["insulin (lente)"]),
    "dental disease": (["dog", "cat", "rabbit", "guinea pig"], ["amoxicillin-clavulanate"]),
    "atopic dermatitis": (["dog"], ["oclacitinib", "prednisolone"]),
    "laminitis": (["horse"], ["phenylbutazone"]),
    "gastroenteritis": (["dog", "cat", "ferret"], ["maropitant", "metronidazole"]),
    "epilepsy": (["dog"], ["phenobarbital"]),
    "mitral valve disease": (["dog"], ["pimobendan", "benazepril"]),
    "flea allergy": (["dog", "cat", "rabbit"], ["fluralaner", "prednisolone"]),
    "cruciate ligament rupture": (["dog"], ["carprofen"]),
    "myxomatosis": (["rabbit"], ["meloxicam"]),
    "obesity": (["dog", "cat", "guinea pig"], ["weight-loss diet"]),
    "conjunctivitis": (["cat", "guinea pig", "rabbit"], ["chloramphenicol eye drops"]),
    "ringworm": (["cat", "guinea pig"], ["itraconazole"]),
    "sweet itch": (["horse"], ["prednisolone"]),
    "metabolic bone disease": (["tortoise", "parrot"], ["calcium supplement"]),
    "feather plucking": (["parrot"], ["haloperidol"]),
    "adrenal disease": (["ferret"], ["deslorelin implant"]),
}

# practice -> (town, group or None, labs, out-of-hours service or None); the first ten are
# the hand-written core, the rest get their labs and services from the seeded generator
PRACTICES: dict[str, tuple[str, str | None, list[str] | None, str | None]] = {
    "Hollybush Veterinary Surgery": (
        "Ashby Magna",
        "Hearthside Veterinary Partners",
        ["Fenwick Diagnostics", "Axiom Veterinary Laboratories"],
        "Moonlight Vets",
    ),
    "Castle Vets Marbury": (
        "Marbury Town",
        "Hearthside Veterinary Partners",
        ["Axiom Veterinary Laboratories"],
        "After Hours Animal Care",
    ),
    "Wenlock Equine & Farm": ("Little Wenlock", None, ["NorthPath Labs"], None),
    "Drove Lane Animal Hospital": (
        "Holbeach Drove",
        "Greenleaf Vet Holdings",
        ["Fenwick Diagnostics"],
        "Lantern Emergency Vets",
    ),
    "Askrigg Mixed Practice": ("Askrigg", None, ["NorthPath Labs", "Cotter Bioscience"], None),
    "Ribble Valley Pet Clinic": (
        "Ribbleton",
        "Tallis & Crewe Veterinary Group",
        ["Cotter Bioscience"],
        "Nightpaws",
    ),
    "Oxted Green Cat Clinic": (
        "Oxted Green",
        "Companion Care Collective",
        ["Axiom Veterinary Laboratories"],
        "Moonlight Vets",
    ),
    "Spalding Gate Vets": (
        "Spalding Gate",
        "Greenleaf Vet Holdings",
        ["Fenwick Diagnostics"],
        "Lantern Emergency Vets",
    ),
    "Longridge Exotics Centre": (
        "Longridge",
        None,
        ["Cotter Bioscience", "Axiom Veterinary Laboratories"],
        "Nightpaws",
    ),
    "Tenbury Wells Veterinary Centre": (
        "Tenbury",
        "Anvil Animal Health",
        ["Axiom Veterinary Laboratories"],
        "After Hours Animal Care",
    ),
    "Felbridge Road Vets": ("Felbridge", "Anvil Animal Health", None, None),
    "Cranleigh Cross Veterinary Hospital": (
        "Cranleigh Cross",
        "Hearthside Veterinary Partners",
        None,
        None,
    ),
    "Hurst Paws Clinic": ("Hurstmonceux", None, None, None),
    "Chirbury Farm Vets": ("Chirbury", None, None, None),
    "Port Lane Veterinary Surgery": (
        "Ellesmere Port Lane",
        "Companion Care Collective",
        None,
        None,
    ),
    "Fenwick St Mary Animal Clinic": ("Fenwick St Mary", "Greenleaf Vet Holdings", None, None),
    "Crowland Abbey Vets": ("Crowland", "Anvil Animal Health", None, None),
    "Sutterby Veterinary Practice": ("Sutterby", None, None, None),
    "Hawes End Veterinary Group": ("Hawes End", "Tallis & Crewe Veterinary Group", None, None),
    "Bainbridge Dale Vets": ("Bainbridge", None, None, None),
    "Gayle Mill Animal Care": ("Gayle", "Companion Care Collective", None, None),
    "Settlebeck Vets": ("Settlebeck", "Tallis & Crewe Veterinary Group", None, None),
    "Hollin Bridge Pet Hospital": ("Hollin Bridge", "Tallis & Crewe Veterinary Group", None, None),
    "Whalley Nab Veterinary Centre": ("Whalley", "Anvil Animal Health", None, None),
    "Chipping Norbury Vets": ("Chipping Norbury", None, None, None),
    "Ashby Parkside Vets": ("Ashby Magna", "Companion Care Collective", None, None),
    "Marbury Riverside Animal Hospital": ("Marbury Town", "Anvil Animal Health", None, None),
    "Holbeach Cat & Rabbit Clinic": ("Holbeach Drove", None, None, None),
    "Longridge Fell Vets": ("Longridge", "Hearthside Veterinary Partners", None, None),
    "Spalding Gate Equine": ("Spalding Gate", None, None, None),
}

# vet -> (practices, school, specialism or None, trained under or None); core vets first
VETS: dict[str, tuple[list[str], str, str | None, str | None]] = {
    "Eleanor Pryde": (["Hollybush Veterinary Surgery"], "Marbury Vet School", "dermatology", None),
    "Tobias Wren": (
        ["Hollybush Veterinary Surgery", "Cranleigh Cross Veterinary Hospital"],
        "Caldmoor University",
        "orthopaedics",
        "Eleanor Pryde",
    ),
    "Nadia Okonkwo": (
        ["Castle Vets Marbury"],
        "Dunholt Royal Veterinary College",
        "cardiology",
        None,
    ),
    "Gareth Lloyd-Evans": (
        ["Wenlock Equine & Farm"],
        "Kilbride Institute of Animal Medicine",
        "equine surgery",
        None,
    ),
    "Siobhan Mulcahy": (
        ["Drove Lane Animal Hospital"],
        "Eastgate University",
        None,
        "Nadia Okonkwo",
    ),
    "James Thackeray": (
        ["Askrigg Mixed Practice"],
        "Caldmoor University",
        None,
        "Gareth Lloyd-Evans",
    ),
    "Priyanka Desai": (
        ["Ribble Valley Pet Clinic", "Hollin Bridge Pet Hospital"],
        "Saint Aldric's College",
        "ophthalmology",
        "Eleanor Pryde",
    ),
    "Helga Sørensen": (["Oxted Green Cat Clinic"], "Hochschule Ostbrück", "feline medicine", None),
    "Marcus Bell": (["Spalding Gate Vets"], "Eastgate University", "dentistry", "Siobhan Mulcahy"),
    "Rosalind Achebe": (
        ["Longridge Exotics Centre"],
        "Kilbride Institute of Animal Medicine",
        "exotics",
        "Helga Sørensen",
    ),
    "Owen Trevelyan": (
        ["Tenbury Wells Veterinary Centre"],
        "Marbury Vet School",
        None,
        "Nadia Okonkwo",
    ),
    "Clara Bexley": (
        ["Castle Vets Marbury", "Marbury Riverside Animal Hospital"],
        "Marbury Vet School",
        "feline medicine",
        "Helga Sørensen",
    ),
}
FILLER_VETS = [
    "Aidan Farrow",
    "Beatrice Holm",
    "Callum Ness",
    "Delphine Marchand",
    "Ewan Gilchrist",
    "Fiona Kerrigan",
    "George Amadi",
    "Hannah Lisle",
    "Imran Qureshi",
    "Joanna Pike",
    "Kofi Asante",
    "Lydia Crane",
    "Martin Oyelowo",
    "Niamh Brennan",
    "Oscar Lindahl",
    "Philippa Dunn",
    "Rhodri Jenkins",
    "Saoirse Nolan",
    "Theo Marchetti",
    "Ursula Kemp",
    "Victor Nakamura",
    "Wendy Ashdown",
    "Yasmin Haddad",
    "Zoltan Varga",
    "Anya Petrova",
    "Ben Whitlock",
    "Carys Morgan",
    "Dmitri Orlov",
    "Esme Carrow",
    "Felix Oduya",
    "Gemma Tulliver",
    "Harvey Mbeki",
    "Isla Rennie",
]

# owner -> town; core owners first
OWNERS = {
    "Margaret Halloway": "Ashby Magna",
    "Dev Chaudhary": "Marbury Town",
    "Rosie Penhaligon": "Little Wenlock",
    "Tom Ackroyd": "Askrigg",
    "Lena Fischer": "Oxted Green",
    "Bill Stannard": "Holbeach Drove",
    "Ayesha Malik": "Ribbleton",
    "Gwen Tranter": "Longridge",
}
FILLER_OWNERS = [
    "Alan Pickering",
    "Bronwen Price",
    "Chris Dunmore",
    "Daisy Fairweather",
    "Eddie Gallagher",
    "Farah Nasser",
    "Gordon Blyth",
    "Heidi Lang",
    "Ivan Kowalczyk",
    "Jenny Marsh",
    "Kieran Doyle",
    "Lucy Havers",
    "Mohammed Rahman",
    "Nell Ashcroft",
    "Olu Adebayo",
    "Peggy Sutcliffe",
    "Quentin Hale",
    "Rita Moreno-Clarke",
    "Sam Whitfield",
    "Tess Aldous",
    "Uma Krishnan",
    "Vince Partridge",
    "Wanda Lisowska",
    "Xavier Dumont",
    "Yvonne Beckett",
    "Zach Ormerod",
    "Abigail Stone",
    "Barry Cheung",
    "Cerys Howells",
    "Dermot Feeney",
    "Elif Yilmaz",
    "Frank Ogden",
    "Grace Pemberton",
    "Hugh Latimer",
    "Iris Vandenberg",
    "Jack Treloar",
    "Kate Mossop",
    "Liam O'Shea",
    "Maeve Corrigan",
    "Nigel Throssell",
    "Olive Brandreth",
    "Pete Rowntree",
]

# pet -> (breed, owner, usual vet, diagnoses); core pets first
PETS: dict[str, tuple[str, str, str, list[str]]] = {
    "Biscuit": (
        "Cocker Spaniel",
        "Margaret Halloway",
        "Eleanor Pryde",
        ["otitis externa", "atopic dermatitis"],
    ),
    "Mr Pickles": ("British Shorthair", "Margaret Halloway", "Tobias Wren", ["hyperthyroidism"]),
    "Juno": ("Border Collie", "Dev Chaudhary", "Nadia Okonkwo", ["mitral valve disease"]),
    "Captain Oats": (
        "Welsh Cob",
        "Rosie Penhaligon",
        "Gareth Lloyd-Evans",
        ["laminitis", "sweet itch"],
    ),
    "Duchess": ("Shetland Pony", "Rosie Penhaligon", "Gareth Lloyd-Evans", ["laminitis"]),
    "Bramble": (
        "Labrador Retriever",
        "Tom Ackroyd",
        "James Thackeray",
        ["osteoarthritis", "obesity"],
    ),
    "Saffi": (
        "Siamese",
        "Lena Fischer",
        "Helga Sørensen",
        ["chronic kidney disease", "dental disease"],
    ),
    "Nutmeg": ("Holland Lop", "Bill Stannard", "Marcus Bell", ["dental disease", "myxomatosis"]),
    "Kiwi": ("African Grey", "Gwen Tranter", "Rosalind Achebe", ["feather plucking"]),
    "Shelly": ("Hermann's tortoise", "Gwen Tranter", "Rosalind Achebe", ["metabolic bone disease"]),
    "Rolo": ("Dachshund", "Ayesha Malik", "Priyanka Desai", ["cruciate ligament rupture"]),
    "Pippin": (
        "sable ferret",
        "Ayesha Malik",
        "Rosalind Achebe",
        ["adrenal disease", "gastroenteritis"],
    ),
}
FILLER_PETS = [
    "Alfie",
    "Bella",
    "Coco",
    "Dotty",
    "Ember",
    "Fudge",
    "Gizmo",
    "Hector",
    "Iggy",
    "Jasper",
    "Koda",
    "Luna",
    "Mabel",
    "Noodle",
    "Ollie",
    "Pepper",
    "Quincy",
    "Rufus",
    "Sooty",
    "Tilly",
    "Ziggy",
    "Winnie",
    "Bonnie",
    "Cleo",
    "Dexter",
    "Frankie",
    "Gus",
    "Hazel",
    "Indie",
    "Jellybean",
    "Kipper",
    "Lola",
    "Monty",
    "Nala",
    "Oreo",
    "Peanut",
    "Rocco",
    "Smudge",
    "Teddy",
    "Willow",
    "Archie",
    "Bailey",
    "Crumble",
    "Daisy May",
    "Eddie the Cat",
    "Flossie",
    "Ginger",
    "Hamish",
    "Izzy",
    "Jet",
    "Kit Kat",
    "Lottie",
    "Marmalade",
    "Ned",
    "Olaf",
    "Poppy",
    "Rascal",
    "Scout",
    "Toffee",
    "Waffles",
]

TYPES = {
    "county": list(COUNTIES),
    "group": list(GROUPS),
    "lab": list(LABS),
    "out-of-hours service": list(OOH),
    "vet school": SCHOOLS,
    "specialism": SPECIALISMS,
    "species": list(BREEDS),
    "breed": [b for bs in BREEDS.values() for b in bs],
    "condition": list(CONDITIONS),
    "practice": list(PRACTICES),
    "vet": list(VETS) + FILLER_VETS,
    "owner": list(OWNERS) + FILLER_OWNERS,
    "pet": list(PETS) + FILLER_PETS,
}


# practice -> the species it takes on as patients (the core; the rest are drawn)
SEEN = {
    "Hollybush Veterinary Surgery": ["dog", "cat", "rabbit"],
    "Castle Vets Marbury": ["dog", "cat"],
    "Wenlock Equine & Farm": ["horse"],
    "Drove Lane Animal Hospital": ["dog", "cat", "rabbit", "guinea pig"],
    "Askrigg Mixed Practice": ["dog", "cat", "horse"],
    "Oxted Green Cat Clinic": ["cat"],
    "Longridge Exotics Centre": ["rabbit", "guinea pig", "ferret", "parrot", "tortoise"],
    "Holbeach Cat & Rabbit Clinic": ["cat", "rabbit"],
    "Spalding Gate Equine": ["horse"],
}


def seen_by_draw(rng: random.Random) -> list[str]:
    small = ["rabbit", "guinea pig", "ferret", "parrot", "tortoise"]
    extra = rng.sample(small, rng.choice([0, 1, 1, 2]))
    return ["dog", "cat", *extra] + (["horse"] if rng.random() < 0.15 else [])


def build() -> tuple[list[tuple[str, str, str]], dict[str, str], dict[str, str]]:
    """Return the triples (as ids), the id -> name map and the id -> type map."""
    rng = random.Random(5309)
    facts: list[tuple[str, str, str]] = []
    kinds = {name: kind for kind, names in TYPES.items() for name in names}

    town_county = {t: c for c, towns in COUNTIES.items() for t in towns}
    for town, county in town_county.items():
        facts.append((town, COUNTY, county))
        kinds[town] = "town"
    for group, hq in GROUPS.items():
        facts.append((group, GROUP_HQ, hq))
        kinds.setdefault(hq, "town")
    for place, town in {**LABS, **OOH}.items():
        facts.append((place, TOWN, town))
        kinds.setdefault(town, "town")
    for breeds_species, breeds in BREEDS.items():
        facts += [(b, SPECIES, breeds_species) for b in breeds]

    drugs: set[str] = set()
    for condition, (_, given) in CONDITIONS.items():
        facts += [(condition, PRESCRIBED, d) for d in given]
        drugs.update(given)
    kinds.update((d, "drug") for d in drugs)

    county_of = {p: town_county[spec[0]] for p, spec in PRACTICES.items()}
    for practice, (town, group, labs, ooh) in PRACTICES.items():
        facts.append((practice, TOWN, town))
        if group:
            facts.append((practice, GROUP, group))
        if labs is None:
            labs = rng.sample(sorted(LABS), rng.choice([1, 1, 1, 2]))
        facts += [(practice, LAB, lab) for lab in labs]
        if ooh is None and group is not None and rng.random() < 0.8:
            ooh = rng.choice(sorted(OOH))
        if ooh:
            facts.append((practice, OUT_OF_HOURS, ooh))
        facts += [(practice, SEES, sp) for sp in SEEN.get(practice) or seen_by_draw(rng)]

    # filler vets: one practice (a few two), a school, sometimes a specialism and a trainer
    vets = dict(VETS)
    practices = sorted(PRACTICES)
    for vet in FILLER_VETS:
        at = rng.sample(practices, rng.choice([1, 1, 1, 1, 2]))
        spec = rng.choice(SPECIALISMS) if rng.random() < 0.35 else None
        trainer = rng.choice(sorted(vets)) if rng.random() < 0.55 else None
        vets[vet] = (at, rng.choice(SCHOOLS), spec, trainer)
    for vet, (at, school, spec, trainer) in vets.items():
        facts += [(vet, WORKS_AT, p) for p in at]
        facts.append((vet, SCHOOL, school))
        if spec:
            facts.append((vet, SPECIALISM, spec))
        if trainer:
            facts.append((vet, TRAINED_UNDER, trainer))
    # two vets with a second degree
    facts.append(("Helga Sørensen", SCHOOL, "Dunholt Royal Veterinary College"))
    facts.append(("Tobias Wren", SCHOOL, "Marbury Vet School"))

    owners = dict(OWNERS)
    towns = sorted(town_county)
    for owner in FILLER_OWNERS:
        owners[owner] = rng.choice(towns)
    facts += [(o, LIVES_IN, t) for o, t in owners.items()]

    # filler pets: the owner lives near the usual vet's practice when one does
    pets = dict(PETS)
    breed_species = {b: s for s, bs in BREEDS.items() for b in bs}
    breed_pool = sorted(breed_species)
    owner_pool = sorted(owners)
    vet_pool = sorted(vets)
    for pet in FILLER_PETS:
        breed = rng.choice(breed_pool)
        species = breed_species[breed]
        owner = rng.choice(owner_pool)
        county = town_county.get(owners[owner])
        near = [v for v in vet_pool if any(county_of[p] == county for p in vets[v][0])]
        vet = rng.choice(near or vet_pool)
        fitting = [c for c, (sp, _) in CONDITIONS.items() if species in sp]
        dx = rng.sample(fitting, min(len(fitting), rng.choice([1, 1, 1, 2, 2])))
        pets[pet] = (breed, owner, vet, dx)
    for pet, (breed, owner, vet, dx) in pets.items():
        facts.append((pet, BREED, breed))
        facts.append((pet, OWNER, owner))
        facts.append((pet, USUAL_VET, vet))
        facts += [(pet, DIAGNOSIS, c) for c in dx]
    # a pet shared by a couple
    facts.append(("Juno", OWNER, "Farah Nasser"))

    return assign_ids(facts, kinds, rng)


def assign_ids(
    facts: list[tuple[str, str, str]], kinds: dict[str, str], rng: random.Random
) -> tuple[list[tuple[str, str, str]], dict[str, str], dict[str, str]]:
    """Give every name an opaque hex id like `0x04b2`, drawn without repeats; the triples
    once each, the names and the types, all in id order."""
    names = {n: n for n in sorted({n for h, _, t in facts for n in (h, t)})}
    missing = [n for n in names if n not in kinds]
    if missing:
        raise ValueError(f"names without a type: {missing}")
    triples, by_id = with_opaque_ids(facts, names, rng, range(0x0100, 0x10000), "0x{:04x}")
    by_id = dict(sorted(by_id.items()))
    return sorted(set(triples)), by_id, {i: kinds[n] for i, n in by_id.items()}


def write(
    triples: list[tuple[str, str, str]],
    names: dict[str, str],
    types: dict[str, str],
    folder: Path = HERE,
) -> None:
    typed = {i: f"{name}\t{types[i]}" for i, name in names.items()}
    write_set(folder, triples, typed, header="id\tname\ttypes")


if __name__ == "__main__":
    write(*build())
