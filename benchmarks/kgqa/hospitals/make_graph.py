"""Build the `hospitals` KGQA graph: triples.tsv and entities.tsv (no types column).

A fictional health system: hospitals with their town, health network, chief, affiliated
medical school and departments; departments with their clinical focus and the devices they
use; devices with their maker and makers with their home town; doctors with their specialties,
the departments they work in and the medical school they trained at; medical schools with
their campus town; towns with their region. Every hospital, person, device, maker, school,
town and region is invented. The named hospitals, departments and doctors are written by hand
below; a seeded generator adds filler hospitals, device choices and doctors around them.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/hospitals/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import name_facts, write_set  # noqa: E402

DEPT_OF = "dept_of"
WORKS_IN = "WORKS_IN"
SPECIALTY = "spec"
TRAINED = "trainedAt"
NETWORK = "member of network"
TOWN = "https://care.example.org/kb#town"
REGION = "geo.city.region"
DEVICE = "uses_device"
MAKER = "mkr"
MAKER_TOWN = "maker.hq"
CHIEF = "CHIEF"
FOCUS = "dept.focus"
SCHOOL = "affiliatedSchool"
CAMPUS = "campus"

REGIONS = {
    "Eastmarch": ["Kingsbridge", "Harrowgate", "Redcliffe"],
    "Southvale": ["Ashford Vale", "Copperton", "Millbrook", "Wyvern Bay"],
    "Westfold": ["Westwick", "Oakmere", "Brackenford"],
    "Northshire": ["Port Ellery", "Elmstead", "Stonehaven"],
    "Lakeland Coast": ["Fairhaven", "Saltmarsh", "Thornbury"],
    "Midmoor": ["Larkhill", "Greyfriars"],
}
SCHOOLS = {
    "Kingsbridge School of Medicine": "Kingsbridge",
    "Greyfriars Medical School": "Greyfriars",
    "Port Ellery University Medical School": "Port Ellery",
    "Southvale College of Medicine": "Copperton",
    "Royal Northshire Medical College": "Elmstead",
    "St Aidan's School of Medicine": "Saltmarsh",
}
# maker: (home town, devices)
MAKERS = {
    "Helix Medical": ("Redcliffe", ["CardioView 300 ECG", "Pulsar Defibrillator",
                                    "FetaLink Monitor"]),
    "Lumina Imaging": ("Copperton", ["Lumina MRI 3T", "Lumina CT 128", "EchoSense Ultrasound"]),
    "Brightcare Devices": ("Brackenford", ["NeoWarm Incubator", "AeroVent ICU", "AeroVent Mini",
                                           "SpiroMax Spirometer"]),
    "Stryde Surgical": ("Elmstead", ["OrthoNav Guide", "AnaesPro Workstation"]),
    "Marsden Medical": ("Saltmarsh", ["Marsden X-Ray Arm", "DialyPro 5"]),
    "Optivue": ("Harrowgate", ["SightLine OCT", "ClearCut Laser", "DermaScope 2"]),
    "Radiant Systems": ("Larkhill", ["RadiaBeam Linac", "NeuroTrace EEG"]),
}  # fmt: skip
# department kind: (clinical focus, devices such a department may use)
KINDS = {
    "Heart Centre": ("Cardiology", ["CardioView 300 ECG", "Pulsar Defibrillator",
                                    "EchoSense Ultrasound"]),
    "Cancer Unit": ("Oncology", ["Lumina CT 128", "RadiaBeam Linac"]),
    "Neuro Ward": ("Neurology", ["Lumina MRI 3T", "NeuroTrace EEG"]),
    "Children's Wing": ("Paediatrics", ["NeoWarm Incubator", "AeroVent Mini"]),
    "Emergency Department": ("Emergency Medicine", ["Pulsar Defibrillator", "Lumina CT 128",
                                                    "AeroVent ICU"]),
    "Imaging Suite": ("Radiology", ["Lumina MRI 3T", "Lumina CT 128", "EchoSense Ultrasound",
                                    "Marsden X-Ray Arm"]),
    "Maternity Unit": ("Obstetrics", ["EchoSense Ultrasound", "FetaLink Monitor",
                                      "NeoWarm Incubator"]),
    "Bone & Joint Clinic": ("Orthopaedics", ["OrthoNav Guide", "Marsden X-Ray Arm"]),
    "Kidney Unit": ("Nephrology", ["DialyPro 5"]),
    "Eye Clinic": ("Ophthalmology", ["SightLine OCT", "ClearCut Laser"]),
    "Lung Clinic": ("Respiratory Medicine", ["AeroVent ICU", "SpiroMax Spirometer"]),
    "Mental Health Ward": ("Psychiatry", ["NeuroTrace EEG"]),
    "Skin Clinic": ("Dermatology", ["ClearCut Laser", "DermaScope 2"]),
    "Surgical Theatres": ("Anaesthesiology", ["AnaesPro Workstation", "Pulsar Defibrillator"]),
}  # fmt: skip
# hospital: (short name, town, network, affiliated school, chief, department kinds)
HOSPITALS = {
    "St Brigid's Hospital": ("St Brigid's", "Kingsbridge", "Northshore Health",
        "Kingsbridge School of Medicine", "Dr Elena Voss",
        ["Heart Centre", "Emergency Department", "Maternity Unit", "Imaging Suite"]),
    "Kingsbridge Royal Infirmary": ("Kingsbridge Royal", "Kingsbridge", "Crown Health Trust",
        "Greyfriars Medical School", "Dr Samuel Okoro",
        ["Heart Centre", "Neuro Ward", "Emergency Department", "Surgical Theatres",
         "Kidney Unit"]),
    "Northshore General Hospital": ("Northshore General", "Port Ellery", "Northshore Health",
        "Port Ellery University Medical School", "Dr Alice Marsden",
        ["Emergency Department", "Bone & Joint Clinic", "Lung Clinic", "Imaging Suite"]),
    "Harrowgate Children's Hospital": ("Harrowgate", "Harrowgate",
        "Crown Health Trust", "Southvale College of Medicine", "Dr Brigid Kaur",
        ["Children's Wing", "Emergency Department", "Neuro Ward"]),
    "Fairhaven Community Hospital": ("Fairhaven", "Fairhaven", "", "", "Dr Tomas Lindahl",
        ["Emergency Department", "Skin Clinic"]),
    "Redcliffe Heart & Lung Centre": ("Redcliffe", "Redcliffe", "Meridian Care",
        "Royal Northshire Medical College", "Dr Mei Chen",
        ["Heart Centre", "Lung Clinic", "Surgical Theatres"]),
    "Oakmere District Hospital": ("Oakmere", "Oakmere", "Meridian Care", "",
        "Dr Yusuf Demir", ["Emergency Department", "Maternity Unit", "Mental Health Ward"]),
    "Stonehaven Cancer Institute": ("Stonehaven", "Stonehaven", "Northshore Health",
        "Kingsbridge School of Medicine", "Dr Grace Mwangi", ["Cancer Unit", "Imaging Suite"]),
    "Millbrook Eye & Ear Hospital": ("Millbrook", "Millbrook", "", "", "Dr Paolo Ricci",
        ["Eye Clinic"]),
    "Ashford Vale Hospital": ("Ashford Vale", "Ashford Vale", "Valley Health Alliance",
        "Southvale College of Medicine", "Dr Hannah Stryde",
        ["Emergency Department", "Bone & Joint Clinic", "Kidney Unit", "Cancer Unit"]),
    "Wyvern Bay Medical Centre": ("Wyvern Bay", "Wyvern Bay", "Valley Health Alliance", "",
        "Dr Kwame Mensah", ["Emergency Department", "Children's Wing", "Maternity Unit"]),
    "St Luke's Hospital": ("St Luke's", "Thornbury", "Crown Health Trust",
        "St Aidan's School of Medicine", "Dr Isabel Navarro",
        ["Heart Centre", "Mental Health Ward", "Skin Clinic"]),
    "Marsden Memorial Hospital": ("Marsden Memorial", "Westwick", "Meridian Care", "",
        "Dr Rupert Hale", ["Bone & Joint Clinic", "Imaging Suite", "Surgical Theatres"]),
    "Larkhill Royal Hospital": ("Larkhill Royal", "Larkhill", "Valley Health Alliance",
        "St Aidan's School of Medicine", "Dr Nadia Petrova",
        ["Cancer Unit", "Neuro Ward", "Eye Clinic", "Emergency Department"]),
}  # fmt: skip
# doctor: (specialties, departments, medical school)
DOCTORS = {
    "Dr Elena Voss": (["Cardiology"], ["St Brigid's Heart Centre"],
        "Kingsbridge School of Medicine"),
    "Dr Samuel Okoro": (["Anaesthesiology"], ["Kingsbridge Royal Surgical Theatres",
        "Redcliffe Surgical Theatres"], "Greyfriars Medical School"),
    "Dr Alice Marsden": (["Orthopaedics"], ["Northshore General Bone & Joint Clinic"],
        "Port Ellery University Medical School"),
    "Dr Brigid Kaur": (["Paediatrics"], ["Harrowgate Children's Wing",
        "Wyvern Bay Children's Wing"], "Southvale College of Medicine"),
    "Dr Tomas Lindahl": (["Emergency Medicine"], ["Fairhaven Emergency Department",
        "St Brigid's Emergency Department"], "Greyfriars Medical School"),
    "Dr Mei Chen": (["Cardiology", "Respiratory Medicine"], ["Redcliffe Heart Centre",
        "Redcliffe Lung Clinic"], "Royal Northshire Medical College"),
    "Dr Yusuf Demir": (["Psychiatry"], ["Oakmere Mental Health Ward",
        "St Luke's Mental Health Ward"], "St Aidan's School of Medicine"),
    "Dr Grace Mwangi": (["Oncology"], ["Stonehaven Cancer Unit", "Ashford Vale Cancer Unit"],
        "Kingsbridge School of Medicine"),
    "Dr Paolo Ricci": (["Ophthalmology"], ["Millbrook Eye Clinic", "Larkhill Royal Eye Clinic"],
        "Port Ellery University Medical School"),
    "Dr Hannah Stryde": (["Nephrology"], ["Ashford Vale Kidney Unit"],
        "Southvale College of Medicine"),
    "Dr Kwame Mensah": (["Obstetrics"], ["Wyvern Bay Maternity Unit",
        "St Brigid's Maternity Unit"], "Royal Northshire Medical College"),
    "Dr Isabel Navarro": (["Dermatology"], ["St Luke's Skin Clinic", "Fairhaven Skin Clinic"],
        "Greyfriars Medical School"),
    "Dr Rupert Hale": (["Radiology"], ["Marsden Memorial Imaging Suite",
        "St Brigid's Imaging Suite"], "Kingsbridge School of Medicine"),
    "Dr Nadia Petrova": (["Neurology"], ["Larkhill Royal Neuro Ward",
        "Kingsbridge Royal Neuro Ward"], "St Aidan's School of Medicine"),
    "Dr Liam O'Connor": (["Emergency Medicine"], ["Northshore General Emergency Department"],
        "Port Ellery University Medical School"),
    "Dr Ben Adeyemi": (["Cardiology"], ["Kingsbridge Royal Heart Centre",
        "St Luke's Heart Centre"], "Greyfriars Medical School"),
    "Dr Claire Dubois": (["Orthopaedics"], ["Marsden Memorial Bone & Joint Clinic",
        "Ashford Vale Bone & Joint Clinic"], "Southvale College of Medicine"),
    "Dr Arjun Mehta": (["Oncology"], ["Larkhill Royal Cancer Unit"],
        "Kingsbridge School of Medicine"),
    "Dr Fiona Grant": (["Paediatrics", "Neurology"], ["Harrowgate Neuro Ward"],
        "Royal Northshire Medical College"),
    "Dr Ethan Brooks": (["Respiratory Medicine"], ["Northshore General Lung Clinic"],
        "Greyfriars Medical School"),
}  # fmt: skip
FILLER_HOSPITALS = ["Brackenford General", "Copperton Infirmary", "Elmstead Cottage Hospital"]
FIRST_NAMES = [
    "Aisha", "Bruno", "Carmen", "Deepak", "Eilidh", "Felix", "Gemma", "Hugo", "Ines", "Jonas",
    "Kirsty", "Luca", "Maya", "Noah", "Olga", "Pedro", "Rana", "Simon", "Tanya", "Viktor",
]  # fmt: skip
SURNAMES = [
    "Akhtar", "Barlow", "Cassidy", "Dlamini", "Evans", "Forsyth", "Gupta", "Holm", "Ibrahim",
    "Jensen", "Kowalski", "Lund", "Macleod", "Nair", "Oyelaran", "Pereira", "Reyes", "Shah",
]  # fmt: skip


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    rng = random.Random(1846)
    facts: list[tuple[str, str, str]] = []

    for region, towns in REGIONS.items():
        facts.extend((town, REGION, region) for town in towns)
    for school, town in SCHOOLS.items():
        facts.append((school, CAMPUS, town))
    for maker, (town, devices) in MAKERS.items():
        facts.append((maker, MAKER_TOWN, town))
        facts.extend((device, MAKER, maker) for device in devices)

    by_focus: dict[str, list[str]] = {}
    staff: dict[str, list[str]] = {}  # hospital: the doctors working in its departments
    hospital_of: dict[str, str] = {}

    def add_hospital(hospital: str, short: str, town: str, network: str, school: str,
                     kinds: list[str]) -> None:  # fmt: skip
        facts.append((hospital, TOWN, town))
        if network:
            facts.append((hospital, NETWORK, network))
        if school:
            facts.append((hospital, SCHOOL, school))
        staff[hospital] = []
        for kind in kinds:
            department = f"{short} {kind}"
            focus, devices = KINDS[kind]
            facts.append((department, DEPT_OF, hospital))
            facts.append((department, FOCUS, focus))
            for device in rng.sample(devices, min(len(devices), rng.choice([1, 2, 2]))):
                facts.append((department, DEVICE, device))
            by_focus.setdefault(focus, []).append(department)
            hospital_of[department] = hospital

    def add_doctor(
        doctor: str, specialties: list[str], departments: list[str], school: str
    ) -> None:
        facts.extend((doctor, SPECIALTY, s) for s in specialties)
        for department in departments:
            facts.append((doctor, WORKS_IN, department))
            staff[hospital_of[department]].append(doctor)
        if school:
            facts.append((doctor, TRAINED, school))

    for hospital, (short, town, network, school, _, kinds) in HOSPITALS.items():
        add_hospital(hospital, short, town, network, school, kinds)
    for name in FILLER_HOSPITALS:
        town = name.split()[0]
        add_hospital(
            name,
            town,
            town,
            rng.choice(["", "Northshore Health", "Meridian Care", "Valley Health Alliance"]),
            rng.choice(["", *SCHOOLS]),
            rng.sample(list(KINDS), 3),
        )
    for doctor, (specialties, departments, school) in DOCTORS.items():
        add_doctor(doctor, specialties, departments, school)

    # Filler doctors, each in a department of their specialty where there is one.
    taken = set(DOCTORS)
    focuses = [focus for focus, _ in KINDS.values()]
    drawn = 0
    while drawn < 150:
        doctor = f"Dr {rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"
        if doctor in taken:
            continue
        taken.add(doctor)
        drawn += 1
        specialty = rng.choice(focuses)
        specialties = [specialty] + ([rng.choice(focuses)] if rng.random() < 0.1 else [])
        departments = rng.sample(by_focus[specialty], rng.choice([1, 1, 1, 1, 2]) if len(
            by_focus[specialty]) > 1 else 1)  # fmt: skip
        school = rng.choice(list(SCHOOLS)) if rng.random() < 0.85 else ""
        add_doctor(doctor, sorted(set(specialties)), departments, school)

    for hospital, (*_, chief, _) in HOSPITALS.items():
        facts.append((hospital, CHIEF, chief))
    for name in FILLER_HOSPITALS:
        facts.append((name, CHIEF, rng.choice(staff[name])))
    return name_facts(facts, rng, range(1000, 10000), "h_{}x".format)


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    write(*build())
