-- Issue 31: granting a rental-deposit application creates its payment commitment, numbered from
-- this sequence (eight digits, above the demo data's 31 000 000–33 000 000), and the decision
-- document names who decided (documents.payload) as an administrative decision must.
create sequence payment_commitment_numbers start with 60000001 minvalue 60000001 maxvalue 99999999;
