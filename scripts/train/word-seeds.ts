/**
 * Seed words for the word-level domain prior (scripts/train/word-prior.ts). Written by the team for issue 17:
 * single words people use when they tell a chatbot about their own health, legal trouble, money or other sensitive
 * matters, plus two kinds of negatives: domain-GENERIC words that the guideline leaves unmarked ("doctor", "court",
 * "bank") and everyday words. WordNet hyponym closures (wordnet.ts) widen the positives.
 *
 * These lists were written before the realistic evaluation set existed and are never edited to fit it.
 */

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);

export const SEED_HEALTH = words(`
  sertraline zoloft lexapro escitalopram citalopram celexa prozac fluoxetine paxil paroxetine wellbutrin bupropion effexor venlafaxine
  cymbalta duloxetine trazodone mirtazapine remeron adderall vyvanse ritalin concerta methylphenidate amphetamine xanax alprazolam klonopin
  clonazepam ativan lorazepam valium diazepam benzos benzodiazepines ambien zolpidem seroquel quetiapine abilify aripiprazole risperdal
  risperidone zyprexa olanzapine lithium lamictal lamotrigine depakote valproate gabapentin neurontin lyrica pregabalin oxycodone oxycontin
  percocet vicodin hydrocodone tramadol codeine morphine dilaudid suboxone buprenorphine methadone naloxone narcan fentanyl opioids
  opiates heroin meth methamphetamine cocaine crack ketamine mdma molly lsd shrooms kratom metformin ozempic
  wegovy mounjaro zepbound semaglutide tirzepatide insulin lantus humalog jardiance januvia glipizide lisinopril losartan amlodipine
  metoprolol atenolol propranolol hydrochlorothiazide furosemide lasix atorvastatin lipitor rosuvastatin crestor simvastatin eliquis apixaban xarelto
  warfarin coumadin plavix clopidogrel levothyroxine synthroid prednisone methotrexate humira adalimumab enbrel stelara dupixent albuterol
  ventolin symbicort advair singulair montelukast omeprazole prilosec pantoprazole nexium amoxicillin augmentin azithromycin zpack doxycycline
  ciprofloxacin cipro bactrim keflex cephalexin valtrex valacyclovir acyclovir truvada descovy biktarvy antiretrovirals accutane isotretinoin
  spironolactone finasteride propecia viagra cialis sildenafil tadalafil estradiol estrogen progesterone clomid letrozole tamoxifen testosterone
  nexplanon mirena depo-provera misoprostol mifepristone keppra topamax topiramate sumatriptan imitrex botox chemo chemotherapy radiotherapy
  immunotherapy dialysis antidepressants antidepressant antipsychotics antibiotics steroids inhaler epipen diabetes diabetic prediabetes hypertension asthma
  copd emphysema cancer carcinoma leukemia lymphoma melanoma myeloma sarcoma tumor tumour metastatic malignant benign
  hiv aids herpes hpv chlamydia gonorrhea syphilis trichomoniasis std stds sti stis hepatitis cirrhosis
  crohn colitis ibs celiac gerd lupus sclerosis fibromyalgia endometriosis pcos adenomyosis fibroids adhd autism
  autistic bipolar schizophrenia schizoaffective psychosis ptsd ocd anorexia bulimia bingeing alcoholism alcoholic addiction addicted
  overdose overdosed relapse relapsed withdrawal detox rehab sober sobriety miscarriage miscarried abortion pregnant pregnancy
  ivf infertility infertile vasectomy hysterectomy mastectomy lumpectomy biopsy colonoscopy mammogram a1c hba1c ferritin cholesterol
  ldl triglycerides tsh thyroid hypothyroidism hyperthyroidism anemia anemic epilepsy seizures seizure migraines migraine concussion
  stroke aneurysm arrhythmia afib tachycardia palpitations angina neuropathy dementia alzheimer parkinson als gout arthritis
  osteoporosis scoliosis hernia herniated appendicitis gallstones pancreatitis kidney stones uti yeast bv chlamydial depression
  depressed anxiety suicidal suicide self-harm cutting insomnia panic nausea vomiting diarrhea constipation fatigue dizziness
  vertigo rash hives eczema psoriasis acne itching bleeding lump lumps swelling swollen fever chills
  numbness tingling discharge spotting cramps cramping incontinence impotence erectile dysfunction libido postpartum preeclampsia gestational
  trimester contractions stillbirth ectopic fracture fractured sprained torn acl meniscus dislocated stitches amputation paralyzed
  paraplegic wheelchair deaf blind disability disabled mastitis shingles pneumonia bronchitis tuberculosis covid sepsis infection
  infected abscess cyst polyps ulcer ulcers hemorrhoids hemorrhage bruising hospitalized psychiatric ward icu terminal
  remission
`);

export const SEED_LEGAL = words(`
  arrested arrest arrests charged charges indicted indictment arraignment arraigned convicted conviction convictions felony felonies
  misdemeanor misdemeanors dui dwi owi duii plea pleaded pled plead guilty acquitted sentenced probation
  parole paroled warrant warrants bail jail jailed prison imprisoned incarcerated incarceration inmate detained detention
  deported deportation removal asylum undocumented overstayed overstay daca uscis expungement expunge expunged sealed adjudication
  deferred diversion restitution subpoena subpoenaed sued suing eviction evicted garnishment garnished contempt restraining harassment
  harassed discrimination discriminated retaliation wrongful terminated misconduct disciplinary shoplifting shoplifted theft stole stealing stolen
  burglary robbery robbed larceny embezzlement embezzled fraud fraudulent forgery forged perjury bribery extortion vandalism
  trespassing trespass assault battery manslaughter homicide murder stalking harassing domestic abuse abused abusive molested
  molestation rape raped trafficking smuggling possession distribution dealing dealt hit-and-run speeding reckless evading resisting
  disorderly intoxication prostitution solicitation gambling counterfeit hacking piracy plagiarism cheated cheating lied lying falsified
  tax-evasion alimony infraction violation violated revoked suspended suspension impounded towed ticketed cited booked mugshot
  offender registry probationary
`);

export const SEED_FINANCIAL = words(`
  debt debts indebted owe owed owing foreclosure foreclosed bankruptcy bankrupt insolvent insolvency arrears overdraft
  overdrawn overdue delinquent delinquency default defaulted collections collector repossessed repossession repo lien liens levy
  levied garnishment garnished apr fico payday refinance refinancing heloc gambling losses broke bankrolled borrowed
  lent loaned cosigned cosigner underwater negative equity paycheck-to-paycheck maxed minimum-payment late-fees cp2000 owed-taxes pay-cut
  layoff net-worth
`);

export const SEED_OTHER = words(`
  gay lesbian bisexual bi queer transgender trans nonbinary non-binary genderqueer asexual pansexual closeted
  coming-out transitioning transition hrt dysphoria atheist agnostic muslim christian jewish hindu buddhist sikh
  mormon catholic evangelical jehovah converted convert apostate unionized union laid-off layoffs fired firing
  terminated unemployed jobless estranged separated separation affair cheating infidelity disowned kicked-out
`);

/** Domain-generic words: the guideline leaves them unmarked even in a personal message. Topic words ("loan",
 * "rent", "custody", "diagnosis") are here too: they make a fact only with what is said of them ("behind on rent",
 * "owe 12k on my car loan"), which the fact stage's phrase rules and amounts catch. */
export const SEED_GENERIC = words(`
  loan loans mortgage mortgages salary income paycheck wages earnings bonus savings balance credit rent fees fee
  refund payroll commission tips overtime raise stocks shares portfolio assets principal escrow pension 401k roth
  ira crypto bitcoin inheritance alimony welfare medicaid unemployment severance taxes tax irs interest statement
  bills bill invoice deposit checking employer employee benefits budget
  symptoms symptom sick illness disease disorder condition diagnosis prescription prescriptions patient patients
  psych therapy therapist psychiatrist psychologist counselor neurologist cardiologist cardiology pediatrician
  dermatologist rheumatologist urologist gynecologist obgyn oncologist surgeon md gp er urgent ward pharmacy
  meds medication medications pill pills dose mri ct scan xray ultrasound lab labs results test tests
  immigration citizenship visa visas lawsuit plaintiff defendant judgment hearing trial appeal
  appeals file filed filing statute case court judge jury verdict settlement mediation summons citation
  password username login config log logs value default database server file files video project search post
  release drive real update request error function variable code script

  doctor doctors physician nurse nurses hospital hospitals clinic clinics pharmacy pharmacist appointment
  appointments insurance insurer healthcare health medical medicine therapist therapy dentist surgeon specialist
  checkup lawyer lawyers attorney attorneys court courts courthouse judge judges law laws legal firm paralegal
  police officer officers cop cops bank banks banker money cash account accounts payment payments budget price
  prices cost costs dollar dollars finance financial accountant advisor broker company office job work boss
  manager school teacher university college paperwork form forms letter email phone website app question
  questions advice help problem issue situation process step steps option options plan plans policy rules
  rights case cases state federal government agency department service services program
`);
